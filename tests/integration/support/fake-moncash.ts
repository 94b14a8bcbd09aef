/**
 * A local fake of Digicel's MonCash merchant API (stack notes): OAuth token with Basic auth,
 * CreatePayment, RetrieveOrderPayment and RetrieveTransactionPayment. The test decides what the fan did
 * on MonCash's page with `pay`. Payouts: Transfert from the business's prefunded balance (`prefunded`,
 * gourdes) to a known wallet (`wallets`), and PrefundedTransactionStatus by our reference.
 */
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

const FAKE_MONCASH = { clientId: "fake-client", clientSecret: "fake-secret" };

interface Order {
  orderId: string;
  amount: number;
  payment?: { reference: string; transaction_id: string; cost: number; message: string; payer: string };
}

export async function startFakeMoncash() {
  const orders = new Map<string, Order>();
  const tokens = new Set<string>();
  let counter = 0;
  const calls: string[] = [];
  const wallets = new Set<string>();
  const transfers = new Map<string, { transaction_id: string; amount: number; receiver: string; message: string; desc: string }>();
  const business = { prefunded: 1_000_000 };

  const server = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk) => (body += chunk));
    req.on("end", () => {
      const send = (status: number, payload: unknown) => {
        res.writeHead(status, { "content-type": "application/json" });
        res.end(JSON.stringify(payload));
      };
      const path = new URL(req.url ?? "/", "http://fake").pathname;
      calls.push(path);
      if (path === "/Api/oauth/token") {
        const basic = `Basic ${Buffer.from(`${FAKE_MONCASH.clientId}:${FAKE_MONCASH.clientSecret}`).toString("base64")}`;
        if (req.headers.authorization !== basic || !body.includes("grant_type=client_credentials")) {
          return send(401, { error: "unauthorized" });
        }
        const token = `tok${++counter}`;
        tokens.add(token);
        return send(200, { access_token: token, token_type: "bearer", expires_in: 59, scope: "read,write" });
      }
      if (!tokens.has((req.headers.authorization ?? "").replace("Bearer ", ""))) return send(401, { error: "invalid_token" });
      const payload = JSON.parse(body || "{}");
      if (path === "/Api/v1/CreatePayment") {
        if (!Number.isFinite(payload.amount) || !payload.orderId) return send(400, { status: 400, message: "bad request" });
        orders.set(String(payload.orderId), { orderId: String(payload.orderId), amount: payload.amount });
        return send(202, { mode: "sandbox", path: "/Api/v1/CreatePayment", payment_token: { token: `pt${++counter}` }, status: 202 });
      }
      if (path === "/Api/v1/RetrieveOrderPayment") {
        const payment = orders.get(String(payload.orderId))?.payment;
        return payment ? send(200, { path, payment, status: 200 }) : send(404, { status: 404, error: "Not Found", message: "Unknown order" });
      }
      if (path === "/Api/v1/RetrieveTransactionPayment") {
        const payment = [...orders.values()].find((o) => o.payment?.transaction_id === payload.transactionId)?.payment;
        return payment ? send(200, { path, payment, status: 200 }) : send(404, { status: 404, error: "Not Found" });
      }
      if (path === "/Api/v1/Transfert") {
        const receiver = String(payload.receiver ?? "");
        const amount = Number(payload.amount);
        if (!Number.isFinite(amount) || amount <= 0 || !payload.reference) return send(400, { status: 400, message: "bad request" });
        if (!wallets.has(receiver)) return send(404, { status: 404, error: "Not Found", message: "Receiver not found" });
        if (amount > business.prefunded) return send(403, { status: 403, error: "Forbidden", message: "Insufficient prefunded balance" });
        business.prefunded -= amount;
        const transfer = { transaction_id: String(3_000_000 + ++counter), amount, receiver, message: "successful", desc: String(payload.desc ?? "") };
        transfers.set(String(payload.reference), transfer);
        return send(200, { path, transfer, timestamp: Date.now(), status: 200 });
      }
      if (path === "/Api/v1/PrefundedTransactionStatus") {
        const transfer = transfers.get(String(payload.reference));
        return transfer ? send(200, { path, transfer, status: 200 }) : send(404, { status: 404, error: "Not Found", message: "Unknown reference" });
      }
      send(404, { error: "not found" });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const baseUrl = `http://127.0.0.1:${port}`;

  return {
    connection: { ...FAKE_MONCASH, baseUrl },
    orders,
    calls,
    /** Wallets that exist (digits, 509…), transfers sent by our reference, the business's prefunded gourdes. */
    wallets,
    transfers,
    business,
    /** The fan pays on MonCash's page (message "successful"), or it fails; answers the transaction id. */
    pay(orderId: string, { message = "successful", cost }: { message?: string; cost?: number } = {}) {
      const order = orders.get(orderId);
      if (!order) throw new Error(`no MonCash order ${orderId}`);
      const transactionId = String(2_000_000 + ++counter);
      order.payment = { reference: orderId, transaction_id: transactionId, cost: cost ?? order.amount, message, payer: "50937000000" };
      return transactionId;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type FakeMoncash = Awaited<ReturnType<typeof startFakeMoncash>>;
