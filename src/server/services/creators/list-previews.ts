import "server-only";
import { desc, eq } from "drizzle-orm";
import { z } from "zod";
import type { Actor } from "@/server/auth/actor";
import type { Db } from "@/server/db";
import { creatorPreviewVideos } from "@/server/db/schema";
import { QUICK_VIEW_PREVIEWS } from "@/lib/browse-options";
import { parseInput } from "@/server/errors";
import { assertCreatorExists, creatorIdInput } from "./get-creator-page";

export const listPreviewsInput = creatorIdInput.extend({
  limit: z.number().int().min(1).max(12).default(QUICK_VIEW_PREVIEWS),
});

export interface PreviewVideo {
  id: string;
  title: string;
  occasion: string;
  videoUrl: string;
  thumbnailUrl: string | null;
  durationSeconds: number;
}

/** A creator's newest sample clips. An unknown creator is NOT_FOUND; one without clips gives an empty list. */
export async function listPreviews({ db, actor, input }: { db: Db; actor: Actor | null; input: z.input<typeof listPreviewsInput> }): Promise<PreviewVideo[]> {
  const { creatorId, limit } = parseInput(listPreviewsInput, input);
  const rows = await db
    .select({
      id: creatorPreviewVideos.id,
      title: creatorPreviewVideos.title,
      occasion: creatorPreviewVideos.occasion,
      videoUrl: creatorPreviewVideos.videoUrl,
      thumbnailUrl: creatorPreviewVideos.thumbnailUrl,
      durationSeconds: creatorPreviewVideos.durationSeconds,
    })
    .from(creatorPreviewVideos)
    .where(eq(creatorPreviewVideos.creatorId, creatorId))
    .orderBy(desc(creatorPreviewVideos.createdAt), creatorPreviewVideos.id)
    .limit(limit);
  if (rows.length === 0) await assertCreatorExists(db, creatorId, actor);
  return rows;
}
