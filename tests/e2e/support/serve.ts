/**
 * The end-to-end server: the production build on a brand-new embedded database (demo data loaded),
 * started through the same launcher as `npm start`.
 */
import { spawn } from "node:child_process";
import { rmSync } from "node:fs";
import path from "node:path";

const port = process.argv[2] ?? "3100";
const dataDir = path.resolve(".data/e2e");
rmSync(dataDir, { recursive: true, force: true });

const server = spawn("npx", ["tsx", "scripts/run.ts", "start", "-p", port, "-H", "127.0.0.1"], {
  stdio: "inherit",
  env: {
    ...process.env,
    DATABASE_URL: "",
    LAKOU_DATA_DIR: dataDir,
    EMBEDDED_PG_PORT: "0",
    AUTH_SECRET: "e2e-only-secret-not-for-production-use-000000",
    AUTH_URL: `http://127.0.0.1:${port}`,
    APP_URL: `http://127.0.0.1:${port}`,
    PAYMENTS_MODE: "test",
  },
});
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
