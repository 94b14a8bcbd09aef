import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { notifications, outboxEmails, users } from "@/server/db/schema";
import { useJobRunner } from "../../support/jobs";
import { useTestDatabase } from "../../support/test-db";
import { paidRequest } from "../support";

const { db, url } = await useTestDatabase();
const jobs = await useJobRunner(url, db);

describe("a new paid request", () => {
  it("gives the creator a notification row and an e-mail, once, for card and MonCash alike", async () => {
    for (const currency of ["USD", "HTG"] as const) {
      const { fan, creator, request } = await paidRequest(db, { currency });
      const [fanRow] = await db.select({ name: users.name }).from(users).where(eq(users.id, fan.id));
      const rows = await db.select().from(notifications).where(eq(notifications.userId, creator.id));
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ type: "videoRequest.paid", params: { requestId: request.id, fanName: fanRow!.name, recipientName: "Nadège" } });
      // The fan is not told about their own payment this way.
      expect(await db.select().from(notifications).where(eq(notifications.userId, fan.id))).toHaveLength(0);

      expect(await jobs.runDue()).toBe(1);
      const mails = await db.select().from(outboxEmails).where(eq(outboxEmails.to, creator.email));
      expect(mails).toHaveLength(1);
      expect(mails[0]).toMatchObject({ subject: "New video request" });
      expect(mails[0]?.text).toContain(`${fanRow!.name} booked a video for Nadège. The payment is confirmed.`);
      expect(await jobs.runDue()).toBe(0);
    }
  });
});
