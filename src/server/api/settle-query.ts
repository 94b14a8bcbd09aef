import "server-only";
import { TRPCError } from "@trpc/server";
import { notFound } from "next/navigation";
import { ZodError } from "zod";
import { AppError, fieldErrorsOf } from "@/server/errors";

export type Settled<T> = { ok: true; data: T } | { ok: false; messageKey: string };

/**
 * A console page's query: its data, or the translated reason bad filters in the address were refused (the
 * page shows it instead of failing); an unknown record is the 404 page. Anything else is a real fault.
 */
export async function settleQuery<T>(query: Promise<T>): Promise<Settled<T>> {
  try {
    return { ok: true, data: await query };
  } catch (error) {
    const cause = error instanceof TRPCError ? error.cause : error;
    if (cause instanceof AppError) {
      if (cause.code === "NOT_FOUND") notFound();
      if (cause.code === "VALIDATION" || cause.code === "BAD_REQUEST") {
        return { ok: false, messageKey: Object.values(cause.fieldErrors ?? {})[0] ?? cause.messageKey };
      }
    }
    if (cause instanceof ZodError) return { ok: false, messageKey: Object.values(fieldErrorsOf(cause))[0] ?? "errors.validation" };
    throw error;
  }
}
