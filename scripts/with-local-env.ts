/**
 * Imported first by every script: loads .env.local before any other module reads the environment
 * (src/env.ts validates it once, when first imported).
 */
import { loadLocalEnv } from "./local-env";

loadLocalEnv();
