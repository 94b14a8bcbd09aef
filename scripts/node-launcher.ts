/** Node's options for running our TypeScript as `npm start` does (scripts/server-only-hook.mjs lets plain Node load server modules). */
export const TSX_NODE_OPTIONS = ["--import", "tsx", "--import", "./scripts/server-only-hook.mjs"];
