import "server-only";
import { z } from "zod";

/**
 * The environment, read and validated in one place: the only reader of process.env in src (the browser's
 * build-time values are in src/client-env.ts). Every variable is documented in .env.example.
 * DATABASE_URL is set by the launcher (scripts/run.ts) when the embedded database is used.
 */
const optionalUrl = z.preprocess((v) => (v === "" ? undefined : v), z.string().url().optional());
const optional = z.preprocess((v) => (v === "" ? undefined : v), z.string().min(1).optional());

const schema = z
  .object({
    NODE_ENV: z.enum(["development", "test", "production"]).default("development"),
    NEXT_PHASE: z.string().optional(),
    DATABASE_URL: optionalUrl,
    LAKOU_DATA_DIR: z.string().default(".data"),
    // 0 = any free port.
    EMBEDDED_PG_PORT: z.coerce.number().int().min(0).max(65535).default(54329),
    APP_URL: z.string().url().default("http://localhost:3000"),
    AUTH_SECRET: optional,
    SMTP_URL: optionalUrl,
    MAIL_FROM: z.string().default("Lakou <no-reply@lakou.local>"),
    AUTH_GOOGLE_ID: optional,
    AUTH_GOOGLE_SECRET: optional,
    AUTH_FACEBOOK_ID: optional,
    AUTH_FACEBOOK_SECRET: optional,
    /** The platform's share of a creator's video price and of subscriptions, in percent. */
    PLATFORM_COMMISSION_PERCENT: z.coerce.number().min(0).max(100).default(20),
    /** Days between scheduled payouts of a creator's available balance (7 = weekly); 0 = on request only. */
    PAYOUT_INTERVAL_DAYS: z.coerce.number().int().min(0).max(90).default(7),
    /** Gourdes per US dollar; when set it becomes the stored rate in force at start-up. */
    MONCASH_USD_RATE: z.preprocess((v) => (v === "" ? undefined : v), z.string().regex(/^\d{1,6}(\.\d{1,4})?$/).optional()),
    // How many proxies in front of the app append to X-Forwarded-For; 0 = trust no forwarded header.
    TRUSTED_PROXY_COUNT: z.coerce.number().int().min(0).max(10).default(0),
    /** Sign-ups one client address may send per hour (behind a shared address, such as a carrier's NAT, raise it). */
    SIGN_UP_LIMIT_PER_IP: z.coerce.number().int().min(1).max(100_000).default(10),
    /** Cards through Stripe when all three are set; otherwise the offline test mode. */
    STRIPE_SECRET_KEY: optional,
    NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY: optional,
    STRIPE_WEBHOOK_SECRET: optional,
    /**
     * The signing secret of the Connect webhook endpoint (events of the creators' connected accounts, such as
     * payout.failed), when it is a separate endpoint in Stripe's dashboard; the same URL accepts both.
     */
    STRIPE_CONNECT_WEBHOOK_SECRET: optional,
    /** A public customer-portal link fans are sent to when the portal cannot be opened for them. */
    STRIPE_PORTAL_PUBLIC_URL: optionalUrl,
    /** MonCash through Digicel's API when both keys are set; otherwise the offline test mode. */
    MONCASH_MODE: z.enum(["sandbox", "live"]).default("sandbox"),
    MONCASH_CLIENT_ID: optional,
    MONCASH_CLIENT_SECRET: optional,
    /** `test` runs every payment offline; `npm start` refuses test mode unless it is set. */
    PAYMENTS_MODE: z.preprocess((v) => (v === "" ? undefined : v), z.enum(["test"]).optional()),
    /** `off` reads every browse answer from the database (the benchmark's cold run); the cache is on otherwise. */
    BROWSE_CACHE: z.preprocess((v) => (v === "" ? undefined : v), z.enum(["on", "off"]).default("on")),
    /** Media in an S3-compatible bucket when endpoint, bucket and both keys are set; otherwise local disk. */
    S3_ENDPOINT: optionalUrl,
    S3_BUCKET: optional,
    S3_REGION: z.preprocess((v) => (v === "" ? undefined : v), z.string().default("us-east-1")),
    S3_ACCESS_KEY_ID: optional,
    S3_SECRET_ACCESS_KEY: optional,
    /** ffmpeg for video processing; without it the original upload is served as it is. */
    FFMPEG_PATH: z.string().default("/usr/bin/ffmpeg"),
    FFPROBE_PATH: z.string().default("/usr/bin/ffprobe"),
  })
  .superRefine((env, ctx) => {
    const stripeKeys = [env.STRIPE_SECRET_KEY, env.NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY, env.STRIPE_WEBHOOK_SECRET];
    if (stripeKeys.some(Boolean) && !stripeKeys.every(Boolean)) {
      ctx.addIssue({
        code: "custom",
        path: ["STRIPE_SECRET_KEY"],
        message: "set STRIPE_SECRET_KEY, NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET together",
      });
    }
    if (Boolean(env.MONCASH_CLIENT_ID) !== Boolean(env.MONCASH_CLIENT_SECRET)) {
      ctx.addIssue({ code: "custom", path: ["MONCASH_CLIENT_ID"], message: "set MONCASH_CLIENT_ID and MONCASH_CLIENT_SECRET together" });
    }
    const serving = env.NODE_ENV === "production" && env.NEXT_PHASE !== "phase-production-build";
    if (serving && !env.AUTH_SECRET) {
      ctx.addIssue({ code: "custom", path: ["AUTH_SECRET"], message: "AUTH_SECRET is required in production" });
    }
  });

export type Env = z.infer<typeof schema>;

function parse(): Env {
  const result = schema.safeParse(process.env);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`).join("\n");
    throw new Error(`Invalid environment:\n${lines}`);
  }
  return result.data;
}

export const env = parse();

export const socialProviders = {
  google: Boolean(env.AUTH_GOOGLE_ID && env.AUTH_GOOGLE_SECRET),
  facebook: Boolean(env.AUTH_FACEBOOK_ID && env.AUTH_FACEBOOK_SECRET),
};
