/**
 * 1. Context: the database, the acting user and the providers (all from edgeContext).
 * 2. Initialisation: superjson, and the one mapping of AppError to tRPC codes.
 * 3. Procedures: public, protected, creator and admin (by permission).
 */
import "server-only";
import { requireAdmin, requireCreator, requirePermission } from "@/server/auth/authorize";
import { initTRPC, TRPCError } from "@trpc/server";
import superjson from "superjson";
import { ZodError } from "zod";
import type { Actor } from "@/server/auth/actor";
import { type Permission } from "@/server/auth/permissions";
import type { Db } from "@/server/db";
import type { EdgeProviders } from "@/server/http/edge-context";
import { requireActor } from "@/server/auth/require-actor";
import { APP_ERROR_CODES, AppError, asAppError, type FieldErrors, fieldErrorsOf } from "@/server/errors";
import { routing } from "@/i18n/routing";
import { callLocale, translateFieldErrors, translateKey } from "@/server/http/translate";

// 1. Context
interface Context {
  db: Db;
  actor: Actor | null;
  /** Payments, billing, Connect and storage, from the edge composition (edgeContext). */
  providers: EdgeProviders;
  headers: Headers;
}

// 2. Initialisation
/**
 * What a failed call's `data` carries: the keys, for code that branches on them, and each field error's text in the
 * language of the page the call comes from (the error's own text is the shape's `message`).
 */
interface AppErrorData {
  appCode: string;
  messageKey: string;
  fieldErrors: FieldErrors | null;
  fieldMessages: Record<string, string> | null;
}

/** A call whose context could not be made (the database out of reach): it keeps the call's headers for its language. */
export class ContextError extends TRPCError {
  constructor(
    readonly headers: Headers,
    cause: unknown,
  ) {
    const app = asAppError(cause);
    super({ code: app ? APP_ERROR_CODES[app.code].trpc : "INTERNAL_SERVER_ERROR", cause: app ?? cause });
  }
}

function toAppError(cause: unknown): AppError | null {
  if (cause instanceof ZodError) return new AppError("VALIDATION", "errors.validation", fieldErrorsOf(cause));
  return asAppError(cause);
}

const t = initTRPC.context<Context>().create({
  transformer: superjson,
  errorFormatter({ shape, error, ctx }) {
    const app = toAppError(error.cause);
    const fallbackKey = error.code === "INTERNAL_SERVER_ERROR" ? "errors.unexpected" : "errors.badRequest";
    const headers = ctx?.headers ?? (error instanceof ContextError ? error.headers : null);
    const locale = headers ? callLocale(headers) : routing.defaultLocale;
    const data: AppErrorData = {
      appCode: app?.code ?? error.code,
      messageKey: app?.messageKey ?? fallbackKey,
      fieldErrors: app?.fieldErrors ?? null,
      fieldMessages: app?.fieldErrors ? translateFieldErrors(locale, app.fieldErrors) : null,
    };
    const { stack: _stack, ...rest } = shape.data;
    return { ...shape, message: translateKey(locale, data.messageKey), data: { ...rest, ...data } };
  },
});

/** Services throw AppError; this maps it once to the matching TRPCError. */
const appErrors = t.middleware(async ({ next }) => {
  const result = await next();
  if (!result.ok) {
    const app = toAppError(result.error.cause);
    if (app && result.error.code !== APP_ERROR_CODES[app.code].trpc) {
      return { ...result, error: new TRPCError({ code: APP_ERROR_CODES[app.code].trpc, cause: app }) };
    }
  }
  return result;
});

export const createTRPCRouter = t.router;
export const createCallerFactory = t.createCallerFactory;

// 3. Procedures
export const publicProcedure = t.procedure.use(appErrors);

export const protectedProcedure = publicProcedure.use(({ ctx, next }) => {
  return next({ ctx: { ...ctx, actor: requireActor(ctx.actor) } });
});

export const creatorProcedure = protectedProcedure.use(({ ctx, next }) => {
  requireCreator(ctx.actor);
  return next();
});

/** Admins holding `permission`; without one, any admin (the console's frame: search, status). */
export const adminProcedure = (permission?: Permission) =>
  protectedProcedure.use(({ ctx, next }) => {
    if (permission) requirePermission(ctx.actor, permission);
    else requireAdmin(ctx.actor);
    return next();
  });
