import "server-only";
import { z } from "zod";
import { AppError } from "@/server/errors";

const uuid = z.uuid();

/** A post (or comment) id from a path or input: anything that is not a UUID names nothing, so 404. */
export function parseId(value: unknown, notFoundKey: string): string {
  const parsed = uuid.safeParse(value);
  if (!parsed.success) throw new AppError("NOT_FOUND", notFoundKey);
  return parsed.data;
}

export const postIdInput = z.object({ postId: z.string().max(100) });
