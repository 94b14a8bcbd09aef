import { describe, expect, it } from "vitest";
import { changeTestCard, getTestPortal } from "@/server/payments/simulator/test-portal";
import { createUser } from "../support/factories";
import { useTestDb } from "../support/test-db";
import { activeSubscription } from "./support";

const db = await useTestDb();

describe("test mode's customer portal", () => {
  it("the subscriber changes the card behind the subscription to another test card that pays", async () => {
    const { fan, order } = await activeSubscription(db);
    const subscription = order.stripeSubscriptionId!;
    expect(await getTestPortal({ db, actor: fan, input: { subscription } })).toMatchObject({ subscription, cardLast4: "4242" });
    await expect(changeTestCard({ db, actor: fan, input: { subscription, cardNumber: "4000 0000 0000 0002" } })).rejects.toMatchObject({
      code: "VALIDATION",
      fieldErrors: { cardNumber: "testPortal.validation.declined" },
    });
    await expect(changeTestCard({ db, actor: fan, input: { subscription, cardNumber: "5555 5555 5555 4444" } })).rejects.toMatchObject({
      fieldErrors: { cardNumber: "testPortal.validation.notTestCard" },
    });
    expect((await getTestPortal({ db, actor: fan, input: { subscription } })).cardLast4).toBe("4242");
    expect(await changeTestCard({ db, actor: fan, input: { subscription, cardNumber: "4242-4242-4242-4242" } })).toEqual({ subscription, cardLast4: "4242" });
  });

  it("is the subscriber's alone", async () => {
    const { order } = await activeSubscription(db);
    const subscription = order.stripeSubscriptionId!;
    const other = await createUser(db);
    await expect(getTestPortal({ db, actor: other, input: { subscription } })).rejects.toMatchObject({ code: "FORBIDDEN" });
    await expect(changeTestCard({ db, actor: other, input: { subscription, cardNumber: "4242424242424242" } })).rejects.toMatchObject({ code: "FORBIDDEN" });
    await expect(getTestPortal({ db, actor: null, input: { subscription } })).rejects.toMatchObject({ code: "UNAUTHENTICATED" });
    await expect(getTestPortal({ db, actor: other, input: { subscription: "sub_nope" } })).rejects.toMatchObject({ code: "NOT_FOUND" });
  });
});
