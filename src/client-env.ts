/**
 * What browser code may know of the environment: values Next.js writes into the bundle at build time,
 * never a secret. Server code reads src/env.ts.
 */
export const clientEnv = {
  development: process.env.NODE_ENV === "development",
  /** The message catalogs' version (next.config.mjs); "dev" where Next.js did not build the code (tests). */
  messagesVersion: process.env.LAKOU_MESSAGES_VERSION ?? "dev",
};
