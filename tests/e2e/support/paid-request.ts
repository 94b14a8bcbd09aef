import { expect, type Page } from "@playwright/test";
import { e2eDatabase } from "./e2e-db";
import { pendingHtgRequest } from "./pending-request";

/**
 * The demo fan (signed in on `fan`) books a request for `recipientName` (written as the booking flow
 * writes it) and pays it with test MonCash, as a fan does: approved on the test page, verified on the
 * server, back on the paid order.
 */
export async function paidRequest(fan: Page, recipientName: string, creatorEmail = "creator@lakou.demo") {
  const request = await pendingHtgRequest("fan@lakou.demo", creatorEmail);
  const sql = e2eDatabase();
  try {
    await sql`update video_requests set recipient_name = ${recipientName} where id = ${request.id}`;
  } finally {
    await sql.end();
  }
  const response = await fan.request.post("/api/payments/moncash/create", {
    data: { orderId: request.id, amount: 22443, currency: "HTG", phoneNumber: "50937001234", creatorId: request.creatorId },
  });
  expect(response.status()).toBe(200);
  await fan.goto(`/en${(await response.json()).redirect_url}`);
  await fan.getByRole("button", { name: "Approve payment" }).click();
  await expect(fan).toHaveURL(new RegExp(`/en/fan/orders/${request.id}$`));
  return request;
}
