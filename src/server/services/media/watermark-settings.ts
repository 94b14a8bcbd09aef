import "server-only";
import { eq, sql } from "drizzle-orm";
import { z } from "zod";
import { WATERMARK_DEFAULTS, WATERMARK_FONTS, WATERMARK_POSITIONS, type WatermarkConfig, watermarkIssues } from "@/lib/media/watermark";
import type { Actor } from "@/server/auth/actor";
import { requireCreator } from "@/server/auth/authorize";
import type { Db } from "@/server/db";
import { creatorProfiles, creatorWatermarks } from "@/server/db/schema";
import { parseInput } from "@/server/errors";

const WATERMARK_TEXT_MAX = 60;

/** A watermark as the recorder sends it, checked by the same rule the settings form shows (watermarkIssues). */
export const watermarkInput = z
  .object({
    text: z.string().trim().max(WATERMARK_TEXT_MAX, "studioFlow.validation.watermarkInvalid"),
    position: z.enum(WATERMARK_POSITIONS),
    fontSize: z.number(),
    fontFamily: z.string().refine((font) => (WATERMARK_FONTS as readonly string[]).includes(font), "studioFlow.validation.watermarkInvalid"),
    color: z.string().max(40),
    backgroundColor: z.string().max(40),
    opacity: z.number(),
    padding: z.number(),
    enabled: z.boolean(),
  })
  .superRefine((config, ctx) => {
    for (const issue of watermarkIssues(config)) {
      ctx.addIssue({
        code: "custom",
        path: [issue === "textRequired" ? "text" : issue],
        message: issue === "textRequired" ? "studioFlow.validation.watermarkText" : "studioFlow.validation.watermarkInvalid",
      });
    }
  });

/**
 * The creator's watermark: what they saved last, or the defaults with their display name (the name fans know
 * them by, never their account's legal name). Only creators have one.
 */
export async function getWatermarkSettings({ db, actor }: { db: Db; actor: Actor | null }): Promise<WatermarkConfig> {
  const creator = requireCreator(actor);
  const [row] = await db
    .select({ config: creatorWatermarks.config, displayName: creatorProfiles.displayName })
    .from(creatorProfiles)
    .leftJoin(creatorWatermarks, eq(creatorWatermarks.userId, creatorProfiles.userId))
    .where(eq(creatorProfiles.userId, creator.id));
  if (row?.config) return { ...WATERMARK_DEFAULTS, ...row.config };
  return { ...WATERMARK_DEFAULTS, text: row?.displayName ?? "" };
}

/** Saves the creator's watermark for their next recordings; an invalid one is refused and nothing changes. */
export async function saveWatermarkSettings({
  db,
  actor,
  input,
}: {
  db: Db;
  actor: Actor | null;
  input: z.input<typeof watermarkInput>;
}): Promise<WatermarkConfig> {
  const creator = requireCreator(actor);
  const config: WatermarkConfig = parseInput(watermarkInput, input);
  await db
    .insert(creatorWatermarks)
    .values({ userId: creator.id, config })
    .onConflictDoUpdate({ target: creatorWatermarks.userId, set: { config, updatedAt: sql`now()` } });
  return config;
}
