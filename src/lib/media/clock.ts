const twoDigits = (n: number) => String(n).padStart(2, "0");

/** m:ss for a clip's length or a place in it ("0:00" while it is unknown). */
export function clock(seconds: number): string {
  if (!Number.isFinite(seconds)) return "0:00";
  return `${Math.floor(seconds / 60)}:${twoDigits(Math.floor(seconds % 60))}`;
}

/** mm:ss for the recorder's running time and its limit. */
export function stopwatch(seconds: number): string {
  return `${twoDigits(Math.floor(seconds / 60))}:${twoDigits(Math.floor(seconds % 60))}`;
}
