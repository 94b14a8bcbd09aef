import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { Actor } from "@/server/auth/actor";
import { auditLogs, comments, creatorProfiles, mediaShareLinks, moderationItems, notifications, reviews } from "@/server/db/schema";
import { listComments } from "@/server/services/comments/list-comments";
import { listCreatorReviews } from "@/server/services/creators/list-creator-reviews";
import { decideModerationItem } from "@/server/services/moderation/decide-item";
import { listReviewsForModeration, listVideosForModeration } from "@/server/services/moderation/list-for-review";
import { listModerationQueue } from "@/server/services/moderation/list-queue";
import { reportContent } from "@/server/services/moderation/report-content";
import { listCreatorPosts, listFeedPosts } from "@/server/services/posts/list-posts";
import { getPost } from "@/server/services/posts/read-post";
import { REPORT_LIMITS } from "@/lib/moderation/categories";
import { clientInput } from "../support/client-input";
import { createCreator, createUser } from "../support/factories";
import { useTestDb } from "../support/test-db";
import { createPost } from "../posts/support";

const db = await useTestDb();

describe("reporting and the moderation queue", () => {
  let creator: Actor;
  let fan: Actor;
  let otherFan: Actor;
  let moderator: Actor;
  let finance: Actor;
  let superAdmin: Actor;
  beforeAll(async () => {
    creator = await createCreator(db);
    fan = await createUser(db);
    otherFan = await createUser(db);
    moderator = await createUser(db, { role: "admin", adminKind: "content_moderator" });
    finance = await createUser(db, { role: "admin", adminKind: "finance" });
    superAdmin = await createUser(db, { role: "admin", adminKind: "super_admin" });
  });

  const queue = async (actor: Actor = moderator) => (await listModerationQueue({ db, actor, input: {} })).items;
  const itemOf = async (subjectId: string) => (await db.select().from(moderationItems).where(eq(moderationItems.subjectId, subjectId)))[0]!;
  const noticesOf = async (userId: string) => db.select().from(notifications).where(eq(notifications.userId, userId));

  it("turns reports into one queue item with its reporters and a severity from their categories", async () => {
    const postId = await createPost(db, creator.id, { title: "Loud post" });
    await reportContent({ db, actor: fan, input: { subject: "post", subjectId: postId, categories: ["spam"], note: "ads" } });
    expect((await itemOf(postId)).severity).toBe("low");
    await reportContent({ db, actor: otherFan, input: { subject: "post", subjectId: postId, categories: ["child_safety"] } });

    const [item] = (await queue()).filter((row) => row.subjectId === postId);
    expect(item).toMatchObject({ subject: "post", title: "Loud post", severity: "critical", status: "pending", reportCount: 2, violationHistory: 0 });
    expect(item!.reasons.sort()).toEqual(["child_safety", "spam"]);
    expect(item!.creator.id).toBe(creator.id);
  });

  it("refuses own content, the same item twice, unknown items and categories, and too many reports; nothing is stored", async () => {
    const postId = await createPost(db, creator.id, { title: "Refusals" });
    await expect(reportContent({ db, actor: creator, input: { subject: "post", subjectId: postId, categories: ["spam"] } })).rejects.toMatchObject({
      code: "FORBIDDEN",
      messageKey: "moderation.errors.ownContent",
    });
    await reportContent({ db, actor: fan, input: { subject: "post", subjectId: postId, categories: ["spam"] } });
    await expect(reportContent({ db, actor: fan, input: { subject: "post", subjectId: postId, categories: ["threats"] } })).rejects.toMatchObject({
      code: "CONFLICT",
      messageKey: "moderation.errors.alreadyReported",
    });
    for (const subjectId of ["not-a-uuid", "7d3f8a52-0000-4000-8000-000000000000"]) {
      await expect(reportContent({ db, actor: fan, input: { subject: "post", subjectId, categories: ["spam"] } })).rejects.toMatchObject({ code: "NOT_FOUND" });
    }
    await expect(
      reportContent({ db, actor: fan, input: clientInput({ subject: "post", subjectId: postId, categories: ["boring"] }) }),
    ).rejects.toMatchObject({ code: "VALIDATION" });
    await expect(reportContent({ db, actor: null, input: { subject: "post", subjectId: postId, categories: ["spam"] } })).rejects.toMatchObject({
      code: "UNAUTHENTICATED",
    });
    expect((await queue()).filter((row) => row.subjectId === postId)[0]!.reportCount).toBe(1);

    const spammer = await createUser(db);
    for (let i = 0; i < REPORT_LIMITS.perHour; i++) {
      const target = await createPost(db, creator.id, { title: `Target ${i}` });
      await reportContent({ db, actor: spammer, input: { subject: "post", subjectId: target, categories: ["spam"] } });
    }
    const last = await createPost(db, creator.id, { title: "One too many" });
    await expect(reportContent({ db, actor: spammer, input: { subject: "post", subjectId: last, categories: ["spam"] } })).rejects.toMatchObject({
      code: "RATE_LIMITED",
    });
  });

  it("only admins with content_moderate read the queue and decide", async () => {
    for (const actor of [fan, creator, finance]) {
      await expect(listModerationQueue({ db, actor, input: {} })).rejects.toMatchObject({ code: "FORBIDDEN" });
    }
    const postId = await createPost(db, creator.id, { title: "Permissions" });
    await reportContent({ db, actor: fan, input: { subject: "post", subjectId: postId, categories: ["spam"] } });
    const item = await itemOf(postId);
    await expect(decideModerationItem({ db, actor: finance, input: { itemId: item.id, decision: "approve" } })).rejects.toMatchObject({ code: "FORBIDDEN" });
    await expect(decideModerationItem({ db, actor: moderator, input: { itemId: item.id, decision: "approve" } })).resolves.toMatchObject({ status: "approved" });
  });

  it("reject takes a post off the feed, the creator's page and its own page, tells both sides and writes the audit log", async () => {
    const postId = await createPost(db, creator.id, { title: "To be removed", isPublic: true });
    await reportContent({ db, actor: fan, input: { subject: "post", subjectId: postId, categories: ["hate_speech"] } });
    const item = await itemOf(postId);
    await expect(decideModerationItem({ db, actor: moderator, input: { itemId: item.id, decision: "reject" } })).rejects.toMatchObject({
      fieldErrors: { note: "moderation.validation.reasonRequired" },
    });
    await decideModerationItem({ db, actor: moderator, input: { itemId: item.id, decision: "reject", note: "Hate speech is not allowed." } });

    const feedIds = (await listFeedPosts({ db, actor: otherFan, input: {} })).posts.map((post) => post.id);
    expect(feedIds).not.toContain(postId);
    const pageIds = (await listCreatorPosts({ db, actor: null, input: { creatorId: creator.id } })).posts.map((post) => post.id);
    expect(pageIds).not.toContain(postId);
    await expect(getPost({ db, actor: otherFan, input: { postId } })).rejects.toMatchObject({ code: "NOT_FOUND" });

    const toCreator = await noticesOf(creator.id);
    expect(toCreator.find((n) => n.type === "moderation.contentRemoved")?.params).toMatchObject({ reason: "Hate speech is not allowed." });
    const toFan = await noticesOf(fan.id);
    expect(toFan.find((n) => n.type === "moderation.reportResolved" && (n.params as { itemId: string }).itemId === item.id)?.params).toMatchObject({
      outcome: "removed",
    });
    // The reported person never learns who reported.
    expect(JSON.stringify(toCreator)).not.toContain(fan.id);
    const [audit] = await db.select().from(auditLogs).where(eq(auditLogs.resourceId, postId));
    expect(audit).toMatchObject({ actorId: moderator.id, action: "moderation.rejected", category: "content" });

    // A removed item can no longer be reported, and counts in the author's violation history.
    await expect(reportContent({ db, actor: otherFan, input: { subject: "post", subjectId: postId, categories: ["spam"] } })).rejects.toMatchObject({ code: "NOT_FOUND" });
    const next = await createPost(db, creator.id, { title: "Next one" });
    await reportContent({ db, actor: fan, input: { subject: "post", subjectId: next, categories: ["spam"] } });
    expect((await queue()).find((row) => row.subjectId === next)!.violationHistory).toBeGreaterThanOrEqual(1);
  });

  it("removes a comment, and a review from the creator's page and rating", async () => {
    const postId = await createPost(db, creator.id, { title: "With comments", isPublic: true });
    const [comment] = await db.insert(comments).values({ postId, userId: otherFan.id, content: "Rude words" }).returning();
    await reportContent({ db, actor: fan, input: { subject: "comment", subjectId: comment!.id, categories: ["harassment"] } });
    await decideModerationItem({ db, actor: moderator, input: { itemId: (await itemOf(comment!.id)).id, decision: "reject", note: "Harassment" } });
    expect((await listComments({ db, actor: fan, input: { postId } })).comments.map((c) => c.id)).not.toContain(comment!.id);

    const [review] = await db.insert(reviews).values({ creatorId: creator.id, fanId: otherFan.id, rating: 1, comment: "Fake fake fake" }).returning();
    expect((await listCreatorReviews({ db, actor: null, input: { creatorId: creator.id } })).total).toBe(1);
    await reportContent({ db, actor: creator, input: { subject: "review", subjectId: review!.id, categories: ["fake_review"] } });
    await decideModerationItem({ db, actor: moderator, input: { itemId: (await itemOf(review!.id)).id, decision: "reject", note: "Not a real order" } });
    expect((await listCreatorReviews({ db, actor: null, input: { creatorId: creator.id } })).total).toBe(0);
    const [profile] = await db.select().from(creatorProfiles).where(eq(creatorProfiles.userId, creator.id));
    expect(profile).toMatchObject({ totalReviews: 0, averageRating: null });
  });

  it("escalates to a super admin, who alone decides it; of two decisions at once one wins", async () => {
    const postId = await createPost(db, creator.id, { title: "Escalate me" });
    await reportContent({ db, actor: fan, input: { subject: "post", subjectId: postId, categories: ["threats"] } });
    const item = await itemOf(postId);
    const escalated = await decideModerationItem({ db, actor: moderator, input: { itemId: item.id, decision: "escalate" } });
    expect(escalated).toMatchObject({ status: "escalated" });
    expect(escalated.assignedTo).not.toBeNull();
    await expect(decideModerationItem({ db, actor: moderator, input: { itemId: item.id, decision: "approve" } })).rejects.toMatchObject({
      messageKey: "moderation.errors.escalatedToSuperAdmin",
    });

    const outcomes = await Promise.allSettled([
      decideModerationItem({ db, actor: superAdmin, input: { itemId: item.id, decision: "approve" } }),
      decideModerationItem({ db, actor: superAdmin, input: { itemId: item.id, decision: "reject", note: "Threat" } }),
    ]);
    expect(outcomes.filter((o) => o.status === "fulfilled")).toHaveLength(1);
    expect(outcomes.find((o) => o.status === "rejected")).toMatchObject({ reason: { code: "CONFLICT", messageKey: "moderation.errors.alreadyDecided" } });
  });

  it("approving closes the reports; a new report later reopens the item", async () => {
    const postId = await createPost(db, creator.id, { title: "Fine post" });
    await reportContent({ db, actor: fan, input: { subject: "post", subjectId: postId, categories: ["spam"] } });
    await decideModerationItem({ db, actor: moderator, input: { itemId: (await itemOf(postId)).id, decision: "approve" } });
    expect((await queue()).map((row) => row.subjectId)).not.toContain(postId);
    await reportContent({ db, actor: fan, input: { subject: "post", subjectId: postId, categories: ["misleading_content"] } });
    expect((await itemOf(postId)).status).toBe("pending");
  });

  it("a shared video's links all close when it is rejected", async () => {
    const { media } = await import("@/server/db/schema");
    const [video] = await db
      .insert(media)
      .values({ ownerId: creator.id, kind: "video", status: "ready", storageKey: `t/${crypto.randomUUID()}`, sizeBytes: 10, receivedBytes: 10, mimeType: "video/mp4" })
      .returning();
    const links = await db
      .insert(mediaShareLinks)
      .values([
        { mediaId: video!.id, token: `tok-${crypto.randomUUID()}`, createdBy: fan.id },
        { mediaId: video!.id, token: `tok-${crypto.randomUUID()}`, createdBy: fan.id },
      ])
      .returning();
    await reportContent({ db, actor: otherFan, input: { subject: "sharedVideo", subjectId: links[0]!.token, categories: ["nudity"] } });
    await decideModerationItem({ db, actor: moderator, input: { itemId: (await itemOf(links[0]!.token)).id, decision: "reject", note: "Nudity" } });
    const after = await db.select().from(mediaShareLinks).where(eq(mediaShareLinks.mediaId, video!.id));
    expect(after.every((link) => link.revokedAt !== null)).toBe(true);
  });

  it("lists every review with its report state and delivered videos for proactive review, to moderators only", async () => {
    const [review] = await db.insert(reviews).values({ creatorId: creator.id, fanId: fan.id, rating: 5, comment: "Lovely" }).returning();
    await reportContent({ db, actor: otherFan, input: { subject: "review", subjectId: review!.id, categories: ["fake_review"] } });
    const list = await listReviewsForModeration({ db, actor: moderator, input: {} });
    expect(list.rows.find((row) => row.id === review!.id)).toMatchObject({ rating: 5, removedAt: null, report: { status: "pending", reports: 1 } });
    expect(list.rows.some((row) => row.removedAt !== null)).toBe(true);
    for (const actor of [fan, creator, finance]) {
      await expect(listReviewsForModeration({ db, actor, input: {} })).rejects.toMatchObject({ code: "FORBIDDEN" });
      await expect(listVideosForModeration({ db, actor, input: {} })).rejects.toMatchObject({ code: "FORBIDDEN" });
    }
    await expect(listVideosForModeration({ db, actor: moderator, input: { page: 1 } })).resolves.toMatchObject({ page: 1 });
  });
});
