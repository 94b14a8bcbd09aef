/**
 * The end-to-end server: the production build on a brand-new embedded database (demo data loaded),
 * started through the same launcher as `npm start`, with its mail going to a local sink the tests
 * read (tests/e2e/support/mailbox.ts).
 */
import { spawn } from "node:child_process";
import { mkdirSync, rmSync } from "node:fs";
import path from "node:path";
import { TSX_NODE_OPTIONS } from "../../../scripts/node-launcher";
import { startMailSink } from "./mail-sink";
import { E2E_MAIL_FILE } from "./mailbox";

const port = process.argv[2] ?? "3100";
const dataDir = path.resolve(".data/e2e");
rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });
const smtpPort = await startMailSink(E2E_MAIL_FILE);

// As `npm start` runs it.
const server = spawn(process.execPath, [...TSX_NODE_OPTIONS, "scripts/run.ts", "start", "-p", port, "-H", "127.0.0.1"], {
  stdio: "inherit",
  env: {
    ...process.env,
    DATABASE_URL: "",
    LAKOU_DATA_DIR: dataDir,
    EMBEDDED_PG_PORT: "0",
    AUTH_SECRET: "e2e-only-secret-not-for-production-use-000000",
    AUTH_URL: `http://127.0.0.1:${port}`,
    APP_URL: `http://127.0.0.1:${port}`,
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    PAYMENTS_MODE: "test",
    // Every test browser signs up from 127.0.0.1: the per-address limit itself is tested in integration.
    SIGN_UP_LIMIT_PER_IP: "1000",
  },
});
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
