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
import { enqueue } from "@/server/jobs/enqueue";
import { verifyCredentials } from "@/server/services/account/verify-credentials";
import { createAuthAdapter } from "./adapter";
import { trustedDeviceOf } from "./device-cookie";
import { magicLinkMail } from "./magic-link-mail";
import { mailDelivery } from "./mail";
import { countAttempt, MAGIC_LINK_LIMIT, magicLinkKey } from "./rate-limit";
import { SIGN_IN_LINK_MAX_AGE_SECONDS } from "./sign-in-link";
import { endSession, SESSION_MAX_AGE_SECONDS, startSession } from "./server-sessions";
import { type RefusalCode, refusalCodeOf } from "./sign-in-refusals";

declare module "next-auth" {
  interface Session {
    /** The server-side session (sessions table) this browser's token names. */
    sessionId?: string;
  }
}

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
    // Secure cookies whenever the public address is HTTPS, even when a proxy speaks plain HTTP to us.
    ...(env.APP_URL.startsWith("https://") ? { useSecureCookies: true } : {}),
    trustHost: true,
    basePath: "/api/auth",
    pages: { signIn: "/login", error: "/auth/callback" },
    providers: [
      Credentials({
        credentials: { email: {}, password: {} },
        async authorize(credentials, request) {
          try {
            const device = trustedDeviceOf(request.headers);
            return await verifyCredentials({ db, input: credentials, ip: clientIp(request.headers), device });
          } catch (error) {
            if (error instanceof AppError && error.code === "RATE_LIMITED") throw new RefusedSignin(refusalCodeOf(error.messageKey));
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
        if (user?.id) token.sid = await startSession(db, user.id);
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
        if (typeof sid === "string") await endSession(db, sid);
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
