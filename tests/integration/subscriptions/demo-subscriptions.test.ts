import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { loadActor } from "@/server/auth/load-actor";
import { payments, subscriptionOrders, users } from "@/server/db/schema";
import { seed } from "@/server/db/seed";
import { reconcileLedger } from "@/server/ledger/reconcile";
import { manageSubscription } from "@/server/services/subscriptions/manage-subscription";
import { useTestDb } from "../support/test-db";

const db = await useTestDb();

describe("the demo fan's seeded subscriptions", () => {
  it("can be paused, resumed and cancelled in test mode without charging again", async () => {
    await seed(db);
    const [fanRow] = await db.select({ id: users.id }).from(users).where(eq(users.email, "fan@lakou.demo"));
    const fan = (await loadActor(db, fanRow!.id))!;
    const seeded = await db.select().from(subscriptionOrders).where(eq(subscriptionOrders.userId, fan.id));
    expect(seeded.length).toBeGreaterThan(0);
    const order = seeded[0]!;
    const charges = (await db.select().from(payments).where(eq(payments.subscriptionOrderId, order.id))).length;
    const manage = (action: "pause" | "resume" | "cancel") => manageSubscription({ db, actor: fan, input: { subscriptionOrderId: order.id, action } });
    expect((await manage("pause")).status).toBe("paused");
    expect((await manage("resume")).status).toBe("active");
    const cancelled = await manage("cancel");
    expect(cancelled).toMatchObject({ status: "cancelled", currentPeriodEnd: order.currentPeriodEnd });
    expect(await db.select().from(payments).where(eq(payments.subscriptionOrderId, order.id))).toHaveLength(charges);
    expect((await reconcileLedger(db)).discrepancies).toEqual([]);
  });
});
