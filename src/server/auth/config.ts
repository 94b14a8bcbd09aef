import "server-only";
// The class next-auth re-exports, taken from its source so plain Node (integration tests) can load this file.
import { CredentialsSignin } from "@auth/core/errors";
import type { NextAuthConfig } from "next-auth";
import Credentials from "next-auth/providers/credentials";
import type { EmailConfig } from "next-auth/providers/email";
import Facebook from "next-auth/providers/facebook";
import Google from "next-auth/providers/google";
import { env, socialProviders } from "@/env";
import { safeReturnPath } from "@/lib/locale-links";
import type { Db } from "@/server/db";
import { AppError } from "@/server/errors";
import { clientIp } from "@/server/http/client-ip";
import { auditRequest } from "@/server/audit/audit-request";
import { type AuditEntry, writeAudit } from "@/server/audit/write-audit";
import { enqueue } from "@/server/jobs/enqueue";
import { verifyCredentials } from "@/server/services/account/verify-credentials";
import { createAuthAdapter } from "./adapter";
import { trustedDeviceOf } from "./device-cookie";
import { magicLinkMail } from "./magic-link-mail";
import { mailDelivery } from "./mail";
import { countAttempt, MAGIC_LINK_LIMIT, magicLinkKey } from "./rate-limit";
import { SIGN_IN_LINK_MAX_AGE_SECONDS } from "./sign-in-link";
import { endSession, SESSION_MAX_AGE_SECONDS, startSession } from "./server-sessions";
import { SECURE_SESSION_COOKIE } from "./session-cookie";
import { type RefusalCode, refusalCodeOf } from "./sign-in-refusals";
import { isSuspended, SUSPENDED_MESSAGE_KEY } from "./suspension";

declare module "next-auth" {
  interface Session {
    /** The server-side session (sessions table) this browser's token names. */
    sessionId?: string;
  }
}

/** The audit entry of a refused password sign-in (wrong password, unknown address, limits, suspension). */
const SIGN_IN_FAILED = { action: "auth.sign_in_failed", category: "security", resource: "user", severity: "medium", success: false } as const satisfies AuditEntry;

/** A credentials sign-in refused before the password was checked; the form explains it by `code`. */
class RefusedSignin extends CredentialsSignin {
  constructor(code: RefusalCode) {
    super();
    this.code = code;
  }
}

/**
 * Answers a visitor causes (a used or expired link, a refused or unlinked sign-in) rather than
 * server faults: one line, no stack trace. Wrong passwords are not logged at all.
 */
const EXPECTED_REFUSALS = new Set(["AccessDenied", "Verification", "OAuthAccountNotLinked"]);

function magicLinkProvider(db: Db): EmailConfig {
  return {
    id: "email",
    type: "email",
    name: "Email",
    from: env.MAIL_FROM,
    maxAge: SIGN_IN_LINK_MAX_AGE_SECONDS,
    options: {},
    // Sent by the job worker (mail.send), which retries when SMTP fails.
    async sendVerificationRequest({ identifier, url }) {
      await enqueue(db, "mail.send", magicLinkMail({ to: identifier, link: url }));
    },
  };
}

function socialSignInProviders() {
  return [
    ...(socialProviders.google ? [Google({ clientId: env.AUTH_GOOGLE_ID, clientSecret: env.AUTH_GOOGLE_SECRET })] : []),
    ...(socialProviders.facebook
      ? [Facebook({ clientId: env.AUTH_FACEBOOK_ID, clientSecret: env.AUTH_FACEBOOK_SECRET })]
      : []),
  ];
}

/**
 * Auth.js for Lakou: JWT sessions (the Credentials provider needs them) holding the user id and a
 * server-side session id; getActor loads role, mode and permissions fresh from the database, and
 * only while that session row exists (sign-out and "sign out everywhere" delete it). The sign-in and error
 * pages are unprefixed paths that the locale proxy sends on in the visitor's language.
 */
export function createAuthConfig(db: Db): NextAuthConfig {
  return {
    adapter: createAuthAdapter(db),
    session: { strategy: "jwt", maxAge: SESSION_MAX_AGE_SECONDS },
    ...(SECURE_SESSION_COOKIE ? { useSecureCookies: true } : {}),
    trustHost: true,
    basePath: "/api/auth",
    pages: { signIn: "/login", error: "/auth/callback" },
    providers: [
      Credentials({
        credentials: { email: {}, password: {} },
        async authorize(credentials, request) {
          const from = auditRequest(request.headers);
          // As typed, without control characters (PostgreSQL text refuses NUL), for the audit entry of a failure.
          const email = typeof credentials.email === "string" ? credentials.email.replace(/\p{Cc}/gu, "").slice(0, 320) : "";
          try {
            const device = trustedDeviceOf(request.headers);
            const user = await verifyCredentials({ db, input: credentials, ip: clientIp(request.headers), device });
            if (!user) await writeAudit(db, null, { ...SIGN_IN_FAILED, details: email, request: from });
            return user;
          } catch (error) {
            if (error instanceof AppError) await writeAudit(db, null, { ...SIGN_IN_FAILED, details: `${email} (${error.messageKey})`, request: from });
            if (error instanceof AppError && (error.code === "RATE_LIMITED" || error.messageKey === SUSPENDED_MESSAGE_KEY)) {
              throw new RefusedSignin(refusalCodeOf(error.messageKey));
            }
            throw error;
          }
        },
      }),
      // A link nobody can read is no way to sign in: production needs SMTP_URL for magic links.
      ...(mailDelivery.available ? [magicLinkProvider(db)] : []),
      ...socialSignInProviders(),
    ],
    callbacks: {
      async signIn({ user, email }) {
        // A suspended account gets no session, whichever way it comes in (link, Google, Facebook).
        if (!email?.verificationRequest && user.id && (await isSuspended(db, user.id))) return false;
        if (!email?.verificationRequest || !user.email) return true;
        const limited = await countAttempt(
          db,
          [{ key: magicLinkKey(user.email), max: MAGIC_LINK_LIMIT.perEmail }],
          MAGIC_LINK_LIMIT.windowMinutes,
        );
        return !limited;
      },
      /**
       * Redirects stay relative (same site only), so the browser keeps the host the visitor used even
       * when the server sees itself under another name (127.0.0.1 vs localhost without AUTH_URL).
       */
      redirect({ url, baseUrl }) {
        if (url.startsWith("/")) return safeReturnPath(url);
        try {
          const target = new URL(url);
          if (target.origin === baseUrl) return safeReturnPath(`${target.pathname}${target.search}${target.hash}`);
        } catch {
          // Not a URL: fall through to the home page.
        }
        return "/";
      },
      /** Each sign-in opens a server-side session; the JWT carries only its id and the user id. */
      async jwt({ token, user }) {
        const userId = user?.id;
        if (userId) {
          token.sid = await db.transaction(async (tx) => {
            const sid = await startSession(tx, userId);
            await writeAudit(tx, { id: userId }, { action: "auth.signed_in", category: "security", resource: "user", resourceId: userId });
            return sid;
          });
        }
        return token;
      },
      session({ session, token }) {
        if (token.sub) session.user.id = token.sub;
        if (typeof token.sid === "string") session.sessionId = token.sid;
        return session;
      },
    },
    events: {
      /** Sign-out closes the session on the server: a copy of the cookie stops working too. */
      async signOut(message) {
        const sid = "token" in message ? message.token?.sid : undefined;
        const userId = "token" in message ? message.token?.sub : undefined;
        if (typeof sid === "string") {
          await db.transaction(async (tx) => {
            await endSession(tx, sid);
            if (userId) await writeAudit(tx, { id: userId }, { action: "auth.signed_out", category: "security", resource: "user", resourceId: userId });
          });
        }
      },
    },
    logger: {
      error(error) {
        const type = (error as { type?: string }).type ?? "";
        if (type === "CredentialsSignin") return;
        if (EXPECTED_REFUSALS.has(type)) {
          console.warn(`[auth] sign-in refused: ${type}`);
          return;
        }
        console.error("[auth][error]", error);
      },
    },
  };
}
