const COLOURS = ["#1f3a93", "#d21034", "#f5b700", "#16a34a", "#7c3aed"];
const PIECES = Array.from({ length: 24 }, (_, i) => ({
  left: `${(i * 37) % 100}%`,
  delay: `${(i % 6) * 60}ms`,
  drift: `${((i * 53) % 120) - 60}px`,
  spin: `${360 + ((i * 97) % 360)}deg`,
  colour: COLOURS[i % COLOURS.length],
}));

/**
 * Confetti falling once over the screen (CSS only, never catching clicks). With prefers-reduced-motion the
 * pieces stay still near the top and nothing moves.
 */
export function Confetti() {
  return (
    <div aria-hidden data-testid="confetti" className="pointer-events-none fixed inset-0 z-[60] overflow-hidden">
      {PIECES.map((piece) => (
        <span
          key={piece.left + piece.delay}
          className="absolute top-0 h-3 w-2 rounded-sm motion-safe:animate-[lakou-confetti_1.8s_ease-out_forwards] motion-reduce:top-1/4"
          style={{ left: piece.left, backgroundColor: piece.colour, animationDelay: piece.delay, ["--drift" as string]: piece.drift, ["--spin" as string]: piece.spin }}
        />
      ))}
    </div>
  );
}
