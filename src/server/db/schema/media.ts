import { sql } from "drizzle-orm";
import { type AnyPgColumn, check, index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { IMAGE_MIME_TYPES, MEDIA_KINDS, VIDEO_MIME_TYPES } from "../../../lib/media/limits";
import type { WatermarkConfig } from "../../../lib/media/watermark";
import { users } from "./auth";
import { videoRequests } from "./commerce";
import { sqlList } from "./sql-list";

/**
 * An upload's life: `uploading` while chunks arrive; `processing` while renditions are made (videos);
 * `ready` when it can be served; `failed` when processing gave up (the original is still served).
 */
export const MEDIA_STATUSES = ["uploading", "processing", "ready", "failed"] as const;
export type MediaStatus = (typeof MEDIA_STATUSES)[number];

/** What processing produced, next to the original: an MP4 download, HLS heights, a poster frame. */
export interface MediaRenditions {
  mp4?: boolean;
  hls?: number[];
  poster?: boolean;
}

export const media = pgTable(
  "media",
  {
    id: uuid().primaryKey().defaultRandom(),
    ownerId: text().notNull().references(() => users.id, { onDelete: "cascade" }),
    kind: text({ enum: MEDIA_KINDS }).notNull(),
    /** The request a video answers (videos only). */
    videoRequestId: uuid().references(() => videoRequests.id, { onDelete: "set null" }),
    /** The video a thumbnail belongs to (thumbnails only). */
    parentId: uuid().references((): AnyPgColumn => media.id, { onDelete: "cascade" }),
    /** Recognised from the bytes once the first chunk arrives. */
    mimeType: text(),
    sizeBytes: integer().notNull(),
    receivedBytes: integer().notNull().default(0),
    durationMs: integer(),
    width: integer(),
    height: integer(),
    status: text({ enum: MEDIA_STATUSES }).notNull().default("uploading"),
    storageKey: text().notNull(),
    renditions: jsonb().$type<MediaRenditions>().notNull().default({}),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index().on(t.ownerId, t.createdAt.desc()),
    index().on(t.videoRequestId),
    index().on(t.parentId),
    check("media_kind_check", sql`${t.kind} in (${sqlList(MEDIA_KINDS)})`),
    check("media_status_check", sql`${t.status} in (${sqlList(MEDIA_STATUSES)})`),
    check(
      "media_mime_check",
      sql`${t.mimeType} is null or ${t.mimeType} in (${sqlList([...VIDEO_MIME_TYPES, ...IMAGE_MIME_TYPES])})`,
    ),
    check("media_size_check", sql`${t.sizeBytes} > 0 and ${t.receivedBytes} between 0 and ${t.sizeBytes}`),
  ],
);

/** A link that lets anyone holding its token watch one video, until it is revoked. */
export const mediaShareLinks = pgTable(
  "media_share_links",
  {
    id: uuid().primaryKey().defaultRandom(),
    mediaId: uuid().notNull().references(() => media.id, { onDelete: "cascade" }),
    token: text().notNull().unique(),
    createdBy: text().notNull().references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index().on(t.mediaId)],
);

/** A creator's watermark settings (spec's watermark config), kept between recordings; none saved: the defaults. */
export const creatorWatermarks = pgTable("creator_watermarks", {
  userId: text()
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  config: jsonb().$type<WatermarkConfig>().notNull(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
