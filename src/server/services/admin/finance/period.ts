import "server-only";
import { and, gte, lt, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { z } from "zod";

/** A day as the console's date fields send it (yyyy-mm-dd), or nothing. */
export const dayInput = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "admin.validation.date")
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), "admin.validation.date")
  .optional();

/** `column` within the days from `from` to `to`, both included (UTC days); open on a side left empty. */
export function withinDays(column: PgColumn, from?: string, to?: string): SQL | undefined {
  return and(
    from ? gte(column, new Date(`${from}T00:00:00Z`)) : undefined,
    to ? lt(column, new Date(Date.parse(`${to}T00:00:00Z`) + 86_400_000)) : undefined,
  );
}
