import "server-only";
import type { z } from "zod";
import { and, eq } from "drizzle-orm";
import type { Actor } from "@/server/auth/actor";
import { requireActor } from "@/server/auth/require-actor";
import type { Db } from "@/server/db";
import { savedCreators } from "@/server/db/schema";
import { parseInput } from "@/server/errors";
import { assertCreatorExists, creatorIdInput } from "./get-creator-page";

export const saveCreatorInput = creatorIdInput;

/** Saves a creator to the signed-in reader's list. Saving twice is the same as saving once. */
export async function saveCreator({ db, actor, input }: { db: Db; actor: Actor | null; input: z.input<typeof saveCreatorInput> }) {
  const reader = requireActor(actor);
  const { creatorId } = parseInput(saveCreatorInput, input);
  await assertCreatorExists(db, creatorId);
  await db.insert(savedCreators).values({ userId: reader.id, creatorId }).onConflictDoNothing();
  return { creatorId, saved: true as const };
}

/** Removes a creator from the signed-in reader's list; removing one that is not there is fine. */
export async function unsaveCreator({ db, actor, input }: { db: Db; actor: Actor | null; input: z.input<typeof saveCreatorInput> }) {
  const reader = requireActor(actor);
  const { creatorId } = parseInput(saveCreatorInput, input);
  await db
    .delete(savedCreators)
    .where(and(eq(savedCreators.userId, reader.id), eq(savedCreators.creatorId, creatorId)));
  return { creatorId, saved: false as const };
}
