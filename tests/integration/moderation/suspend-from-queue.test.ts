import { describe, expect, it } from "vitest";
import { hasRepeatedViolations } from "@/lib/moderation/categories";
import { createCaller } from "@/server/api/root";
import { decideModerationItem } from "@/server/services/moderation/decide-item";
import { listModerationQueue } from "@/server/services/moderation/list-queue";
import { reportContent } from "@/server/services/moderation/report-content";
import { createCreator, createUser } from "../support/factories";
import { useTestDb } from "../support/test-db";
import { trpcContext } from "../support/trpc-context";
import { createPost } from "../posts/support";

const db = await useTestDb();

describe("suspending a creator from the moderation queue", () => {
  it("marks an author with repeated violations, whom an admin holding users_edit suspends through the users screen's procedure; a content moderator may not", async () => {
    const creator = await createCreator(db);
    const fan = await createUser(db);
    const operations = await createUser(db, { role: "admin", adminKind: "operations" });
    const moderator = await createUser(db, { role: "admin", adminKind: "content_moderator" });
    const itemOf = async (postId: string) => (await listModerationQueue({ db, actor: operations, input: { status: "rejected" } })).items.find((item) => item.subjectId === postId)!;

    const posts: string[] = [];
    for (const title of ["First offence", "Second offence"]) {
      const postId = await createPost(db, creator.id, { title });
      await reportContent({ db, actor: fan, input: { subject: "post", subjectId: postId, categories: ["harassment"] } });
      const [item] = (await listModerationQueue({ db, actor: operations, input: {} })).items.filter((row) => row.subjectId === postId);
      await decideModerationItem({ db, actor: operations, input: { itemId: item!.id, decision: "reject", note: "Harassment is not allowed." } });
      posts.push(postId);
    }
    expect(hasRepeatedViolations(await itemOf(posts[0]!))).toBe(true);
    expect((await itemOf(posts[1]!)).creator).toMatchObject({ id: creator.id, suspended: false });

    await expect(createCaller(trpcContext(db, moderator)).admin.suspendUser({ userId: creator.id, reason: "Repeated harassment" })).rejects.toMatchObject({ code: "FORBIDDEN" });
    await createCaller(trpcContext(db, operations)).admin.suspendUser({ userId: creator.id, reason: "Repeated harassment" });
    expect((await itemOf(posts[1]!)).creator.suspended).toBe(true);
  });
});
