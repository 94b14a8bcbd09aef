/** The video player's constants (spec §9). */
export const PLAYER_SKIP_SECONDS = 10;
export const PLAYER_CONTROLS_HIDE_MS = 3000;
export const PLAYER_BACK_BUFFER_SECONDS = 90;
export const downloadFileName = (timestamp: number) => `video-${timestamp}.mp4`;
