import "server-only";
/** Digicel's MonCash merchant API hosts (stack notes): the REST API under /Api, the fan's gateway under /Moncash-middleware. */
export const MONCASH_HOSTS = {
  sandbox: "https://sandbox.moncashbutton.digicelgroup.com",
  live: "https://moncashbutton.digicelgroup.com",
} as const;

export interface MoncashConnection {
  clientId: string;
  clientSecret: string;
  /** MONCASH_HOSTS[mode], or a local fake in tests. */
  baseUrl: string;
}

/** What RetrieveOrderPayment and RetrieveTransactionPayment answer about a payment. */
export interface MoncashPayment {
  reference: string;
  transaction_id: string;
  cost: number;
  message: string;
  payer?: string;
}

/** A transfer from the business's prefunded balance to a customer's wallet (Transfert, PrefundedTransactionStatus). */
export interface MoncashTransfer {
  transaction_id: string;
  amount: number;
  receiver: string;
  message: string;
  desc?: string;
}

/** MonCash refused a transfer (4xx): its status and message, nothing sent. */
export class MoncashTransferRefused extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** A token lives 59 s; we renew it a little before. */
const TOKEN_LIFETIME_MS = 50_000;

export function moncashClient({ clientId, clientSecret, baseUrl }: MoncashConnection) {
  let token: { value: string; expiresAt: number } | null = null;

  async function accessToken(): Promise<string> {
    if (token && token.expiresAt > Date.now()) return token.value;
    const response = await fetch(`${baseUrl}/Api/oauth/token`, {
      method: "POST",
      headers: {
        authorization: `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString("base64")}`,
        "content-type": "application/x-www-form-urlencoded",
        accept: "application/json",
      },
      body: "scope=read,write&grant_type=client_credentials",
    });
    if (!response.ok) throw new Error(`MonCash token request failed: ${response.status}`);
    const body = (await response.json()) as { access_token: string };
    token = { value: body.access_token, expiresAt: Date.now() + TOKEN_LIFETIME_MS };
    return token.value;
  }

  async function call(path: string, payload: unknown): Promise<Response> {
    return fetch(`${baseUrl}/Api/v1/${path}`, {
      method: "POST",
      headers: { authorization: `Bearer ${await accessToken()}`, "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify(payload),
    });
  }

  /** A payment of `amount` whole gourdes for our order; answers the fan's redirect URL. */
  async function createPayment(orderId: string, amountHtg: number): Promise<string> {
    const response = await call("CreatePayment", { amount: amountHtg, orderId });
    if (!response.ok) throw new Error(`MonCash CreatePayment failed: ${response.status}`);
    const body = (await response.json()) as { payment_token?: { token?: string } };
    const paymentToken = body.payment_token?.token;
    if (!paymentToken) throw new Error("MonCash CreatePayment answered no payment token");
    return `${baseUrl}/Moncash-middleware/Payment/Redirect?token=${encodeURIComponent(paymentToken)}`;
  }

  /** The payment made for an order or under a transaction id; null when MonCash has none. */
  async function retrieve(by: { orderId: string } | { transactionId: string }): Promise<MoncashPayment | null> {
    const response = await call("orderId" in by ? "RetrieveOrderPayment" : "RetrieveTransactionPayment", by);
    if (response.status === 404) return null;
    if (!response.ok) throw new Error(`MonCash retrieve failed: ${response.status}`);
    const body = (await response.json()) as { payment?: MoncashPayment | null };
    return body.payment ?? null;
  }

  /**
   * Sends `amountHtg` gourdes (centimes as decimals) to the wallet `receiver` (digits, 509…), under our
   * `reference`. Refusals (unknown wallet, balance too low) throw MoncashTransferRefused; network and server
   * errors throw plainly (the caller retries after asking transferByReference).
   */
  async function transfer(input: { receiver: string; amountHtg: number; reference: string; desc: string }): Promise<MoncashTransfer> {
    const response = await call("Transfert", { amount: input.amountHtg, receiver: input.receiver, desc: input.desc, reference: input.reference });
    if (response.status >= 400 && response.status < 500) {
      const body = (await response.json().catch(() => ({}))) as { message?: string; error?: string };
      throw new MoncashTransferRefused(response.status, body.message ?? body.error ?? `MonCash Transfert refused: ${response.status}`);
    }
    if (!response.ok) throw new Error(`MonCash Transfert failed: ${response.status}`);
    const body = (await response.json()) as { transfer?: MoncashTransfer };
    if (!body.transfer?.transaction_id) throw new Error("MonCash Transfert answered no transaction");
    return body.transfer;
  }

  /** The transfer made under our reference; null when MonCash has none (it was never sent). */
  async function transferByReference(reference: string): Promise<MoncashTransfer | null> {
    const response = await call("PrefundedTransactionStatus", { reference });
    if (response.status === 404) return null;
    if (!response.ok) throw new Error(`MonCash PrefundedTransactionStatus failed: ${response.status}`);
    const body = (await response.json()) as { transfer?: MoncashTransfer | null };
    return body.transfer ?? null;
  }

  return { createPayment, retrieve, transfer, transferByReference };
}
