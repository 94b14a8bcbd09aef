/** The video player's constants (spec §9). */
export const PLAYER_SKIP_SECONDS = 10;
/** Idle time before the controls hide during play (the spec's 3 s). */
export const PLAYER_CONTROLS_HIDE_MS = 3000;
export const PLAYER_BACK_BUFFER_SECONDS = 90;
export const downloadFileName = (timestamp: number) => `video-${timestamp}.mp4`;

/** Lower-case ASCII words joined by hyphens ("Ti Wobè" -> "ti-wobe"); empty when nothing is left. */
const slug = (text: string) =>
  text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 40);

/** A delivered video's readable download name: creator-occasion-date.mp4 ("ti-wobe-birthday-2026-11-25.mp4"). */
export function deliveredVideoFileName(creatorName: string, occasion: string, deliveredAt: Date): string {
  const parts = [slug(creatorName), slug(occasion), deliveredAt.toISOString().slice(0, 10)].filter(Boolean);
  return `${parts.join("-")}.mp4`;
}
