import { randomBytes } from "node:crypto";
import { appendFileSync, existsSync } from "node:fs";

const LOCAL_ENV = ".env.local";

/** Loads .env.local then .env (values already in the environment win). */
export function loadLocalEnv() {
  for (const file of [LOCAL_ENV, ".env"]) if (existsSync(file)) process.loadEnvFile(file);
}

/** The demo's AUTH_SECRET: created once into the gitignored .env.local. */
export function ensureDemoAuthSecret() {
  if (process.env.AUTH_SECRET) return;
  const secret = randomBytes(32).toString("base64url");
  appendFileSync(LOCAL_ENV, `${existsSync(LOCAL_ENV) ? "\n" : ""}AUTH_SECRET=${secret}\n`);
  process.env.AUTH_SECRET = secret;
  console.log(`Created AUTH_SECRET in ${LOCAL_ENV} for local use.`);
}
