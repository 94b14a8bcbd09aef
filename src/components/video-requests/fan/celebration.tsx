"use client";

import { PartyPopper } from "lucide-react";
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";

/** How long the celebration stays (spec screen 7). */
const CELEBRATION_MS = 2000;
const COLOURS = ["#1f3a93", "#d21034", "#f5b700", "#16a34a", "#7c3aed"];
const PIECES = Array.from({ length: 24 }, (_, i) => ({
  left: `${(i * 37) % 100}%`,
  delay: `${(i % 6) * 60}ms`,
  drift: `${((i * 53) % 120) - 60}px`,
  spin: `${360 + ((i * 97) % 360)}deg`,
  colour: COLOURS[i % COLOURS.length],
}));

const seenKey = (requestId: string) => `lakou.celebrated.${requestId}`;

/**
 * The 2 s celebration over a freshly paid order, once per order in this browser. It never blocks the
 * page (clicks go through); with prefers-reduced-motion the confetti stays still and nothing moves.
 */
export function Celebration({ requestId }: { requestId: string }) {
  const t = useTranslations("orders.confirmation");
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    try {
      if (window.localStorage.getItem(seenKey(requestId))) return;
    } catch {
      return;
    }
    const show = window.setTimeout(() => {
      try {
        window.localStorage.setItem(seenKey(requestId), "1");
      } catch {
        // Private mode: the celebration may show again, nothing worse.
      }
      setVisible(true);
    }, 0);
    const hide = window.setTimeout(() => setVisible(false), CELEBRATION_MS);
    return () => {
      window.clearTimeout(show);
      window.clearTimeout(hide);
    };
  }, [requestId]);

  if (!visible) return null;
  return (
    <div data-testid="celebration" className="pointer-events-none fixed inset-0 z-50 flex items-center justify-center overflow-hidden bg-background/60">
      {PIECES.map((piece) => (
        <span
          key={piece.left + piece.delay}
          aria-hidden
          className="absolute top-0 h-3 w-2 rounded-sm motion-safe:animate-[lakou-confetti_1.8s_ease-out_forwards] motion-reduce:top-1/4"
          style={{ left: piece.left, backgroundColor: piece.colour, animationDelay: piece.delay, ["--drift" as string]: piece.drift, ["--spin" as string]: piece.spin }}
        />
      ))}
      <div role="status" className="flex flex-col items-center gap-2 rounded-2xl border bg-card px-8 py-6 text-center shadow-xl motion-safe:animate-in motion-safe:fade-in motion-safe:zoom-in-75 motion-safe:duration-300">
        <PartyPopper aria-hidden className="size-10 text-primary" />
        <p className="text-xl font-bold">{t("celebrationTitle")}</p>
        <p className="text-sm text-muted-foreground">{t("celebrationBody")}</p>
      </div>
    </div>
  );
}
