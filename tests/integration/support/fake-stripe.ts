/**
 * A local fake of the Stripe API for the calls Lakou makes, driven by the real `stripe` SDK (its host,
 * port and protocol options): PaymentIntents (create, retrieve with latest_charge, confirm, capture,
 * cancel; an uncaptured authorisation lapses after 7 days on its movable clock), refunds, Customers and their saved
 * cards (fake-stripe-customers.ts), Connect accounts, account links, transfers and connected accounts' payouts
 * (fake-stripe-connect.ts), Billing (fake-stripe-billing.ts: prices,
 * subscription checkout, subscriptions, invoices, portal), idempotency keys (same key and body: same
 * answer; other body: an error, as Stripe
 * does), and the events each change would send, signed with the webhook secret.
 */
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";
import { fakeStripeBilling } from "./fake-stripe-billing";
import { fakeConnect } from "./fake-stripe-connect";
import { fakeStripeCustomers } from "./fake-stripe-customers";

const FAKE_STRIPE_SECRET = "sk_test_fake";
const FAKE_WEBHOOK_SECRET = "whsec_fake_secret";
/** How long Stripe keeps an uncaptured card authorisation before cancelling it. */
const AUTHORISATION_SECONDS = 7 * 24 * 3600;

type Params = Record<string, unknown>;
interface Intent {
  id: string;
  object: "payment_intent";
  amount: number;
  amount_received: number;
  currency: string;
  capture_method: string;
  /** Payment methods from the Dashboard's settings, wallets included (what Express Checkout offers). */
  automatic_payment_methods: { enabled: boolean } | null;
  status: string;
  client_secret: string;
  metadata: Record<string, string>;
  description: string | null;
  last_payment_error: { code: string; message: string } | null;
  latest_charge: string | null;
  customer: string | null;
  setup_future_usage: string | null;
  payment_method: string | null;
  created: number;
  cancellation_reason: string | null;
  /** When the card was authorised (our bookkeeping, not Stripe's field): the authorisation lapses 7 days later. */
  authorized_at?: number;
}
interface Charge {
  id: string;
  object: "charge";
  amount: number;
  amount_refunded: number;
  payment_intent: string;
}

/** Stripe's form encoding (a[b]=1&c[0]=x) back into objects. */
function parseForm(body: string): Params {
  const out: Params = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const parts = key.replace(/\]/g, "").split("[");
    let node = out as Record<string, unknown>;
    parts.forEach((part, i) => {
      if (i === parts.length - 1) node[part] = value;
      else node = (node[part] ??= {}) as Record<string, unknown>;
    });
  }
  return out;
}

export async function startFakeStripe() {
  const intents = new Map<string, Intent>();
  const charges = new Map<string, Charge>();
  const idempotent = new Map<string, { body: string; status: number; response: unknown }>();
  const events: Stripe.Event[] = [];
  let counter = 0;
  const next = (prefix: string) => `${prefix}_fake${++counter}`;
  /** Stripe's clock, which tests move forward (a point in the billing period). */
  const clock = { offsetSeconds: 0 };
  const now = () => Math.floor(Date.now() / 1000) + clock.offsetSeconds;
  const connect = fakeConnect(next, (type, object, account) => emit(type, object, account));

  /** `account`: an event of a connected account (Connect webhooks carry it). */
  function emit(type: string, object: object, account?: string) {
    events.push({
      id: next("evt"),
      object: "event",
      ...(account ? { account } : {}),
      api_version: "2026-10-28.endive",
      created: now(),
      type,
      data: { object: structuredClone(object) },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
    } as unknown as Stripe.Event);
  }

  const fail = (status: number, type: string, message: string, code?: string) => ({
    status,
    response: { error: { type, message, ...(code ? { code } : {}) } },
  });

  const billing = fakeStripeBilling({ next, now, emit, fail });
  const customers = fakeStripeCustomers({ next, now, fail });

  function view(intent: Intent, expand: string[]) {
    if (!expand.includes("latest_charge") || !intent.latest_charge) return intent;
    return { ...intent, latest_charge: charges.get(intent.latest_charge) };
  }

  /** The card pays: held (manual capture) or taken, and saved to the Customer with setup_future_usage. */
  function charge(intent: Intent) {
    const made: Charge = { id: next("ch"), object: "charge", amount: intent.amount, amount_refunded: 0, payment_intent: intent.id };
    charges.set(made.id, made);
    intent.latest_charge = made.id;
    intent.last_payment_error = null;
    if (intent.payment_method) customers.attach(intent.payment_method, intent);
    if (intent.capture_method === "manual") {
      intent.status = "requires_capture";
      intent.authorized_at = now();
      emit("payment_intent.amount_capturable_updated", intent);
    } else {
      intent.status = "succeeded";
      intent.amount_received = intent.amount;
      emit("payment_intent.succeeded", intent);
    }
  }

  /** As Stripe does, an uncaptured authorisation is cancelled once it is 7 days old on Stripe's clock. */
  function expireAuthorisations() {
    for (const intent of intents.values()) {
      if (intent.status !== "requires_capture" || now() - intent.authorized_at! < AUTHORISATION_SECONDS) continue;
      intent.status = "canceled";
      intent.cancellation_reason = "automatic";
      emit("payment_intent.canceled", intent);
    }
  }

  function handle(method: string, path: string, params: Params, expand: string[]): { status: number; response: unknown } {
    expireAuthorisations();
    const billed = billing.handle(method, path, params) ?? customers.handle(method, path, params);
    if (billed) return billed;
    const match = /^\/v1\/payment_intents(?:\/([^/]+))?(?:\/(confirm|capture|cancel))?$/.exec(path);
    if (method === "POST" && path === "/v1/payment_intents") {
      const intent: Intent = {
        id: next("pi"),
        object: "payment_intent",
        amount: Number(params.amount),
        amount_received: 0,
        currency: String(params.currency),
        capture_method: String(params.capture_method ?? "automatic"),
        automatic_payment_methods: params.automatic_payment_methods ? { enabled: String((params.automatic_payment_methods as Params).enabled) === "true" } : null,
        status: "requires_payment_method",
        client_secret: "",
        metadata: (params.metadata as Record<string, string>) ?? {},
        description: (params.description as string) ?? null,
        last_payment_error: null,
        latest_charge: null,
        customer: (params.customer as string) ?? null,
        setup_future_usage: (params.setup_future_usage as string) ?? null,
        payment_method: null,
        created: now(),
        cancellation_reason: null,
      };
      intent.client_secret = `${intent.id}_secret_fake`;
      intents.set(intent.id, intent);
      emit("payment_intent.created", intent);
      return { status: 200, response: intent };
    }
    if (match?.[1]) {
      const intent = intents.get(match[1]);
      if (!intent) return fail(404, "invalid_request_error", `No such payment_intent: '${match[1]}'`, "resource_missing");
      const action = match[2];
      if (method === "GET" && !action) return { status: 200, response: view(intent, expand) };
      if (action === "confirm") {
        const resolved = customers.resolve(String(params.payment_method ?? "pm_card_visa"), intent.customer);
        if ("status" in resolved) return resolved;
        intent.payment_method = resolved.id;
        const pm = resolved.token;
        if (pm === "pm_card_chargeDeclined") {
          intent.status = "requires_payment_method";
          intent.last_payment_error = { code: "card_declined", message: "Your card was declined." };
          emit("payment_intent.payment_failed", intent);
          return fail(402, "card_error", "Your card was declined.", "card_declined");
        }
        if (pm === "pm_card_authenticationRequired") {
          intent.status = "requires_action";
          emit("payment_intent.requires_action", intent);
          return { status: 200, response: intent };
        }
        charge(intent);
        return { status: 200, response: intent };
      }
      if (action === "capture") {
        if (intent.status !== "requires_capture") {
          return fail(400, "invalid_request_error", "This PaymentIntent could not be captured.", "payment_intent_unexpected_state");
        }
        intent.status = "succeeded";
        intent.amount_received = intent.amount;
        emit("payment_intent.succeeded", intent);
        return { status: 200, response: intent };
      }
      if (action === "cancel") {
        if (intent.status === "succeeded" || intent.status === "canceled") {
          return fail(400, "invalid_request_error", "This PaymentIntent could not be canceled.", "payment_intent_unexpected_state");
        }
        intent.status = "canceled";
        intent.cancellation_reason = "requested_by_customer";
        emit("payment_intent.canceled", intent);
        return { status: 200, response: intent };
      }
    }
    if (method === "POST" && path === "/v1/refunds") {
      const intent = intents.get(String(params.payment_intent));
      const charge = intent?.latest_charge ? charges.get(intent.latest_charge) : undefined;
      if (!intent || intent.status !== "succeeded" || !charge) {
        return fail(400, "invalid_request_error", "This PaymentIntent has no successful charge to refund.");
      }
      const amount = params.amount ? Number(params.amount) : charge.amount - charge.amount_refunded;
      if (amount > charge.amount - charge.amount_refunded) return fail(400, "invalid_request_error", "Refund is more than the charge.");
      charge.amount_refunded += amount;
      emit("charge.refunded", charge);
      return { status: 200, response: { id: next("re"), object: "refund", amount, payment_intent: intent.id, status: "succeeded" } };
    }
    return connect.handle(method, path, params) ?? fail(404, "invalid_request_error", `Unrecognized request URL (${method}: ${path})`);
  }

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    let body = "";
    req.on("data", (chunk) => (body += chunk));
    req.on("end", () => {
      const url = new URL(req.url ?? "/", "http://fake");
      const send = ({ status, response }: { status: number; response: unknown }) => {
        res.writeHead(status, { "content-type": "application/json", "request-id": next("req") });
        res.end(JSON.stringify(response));
      };
      if (req.headers.authorization !== `Bearer ${FAKE_STRIPE_SECRET}`) {
        return send(fail(401, "invalid_request_error", "Invalid API Key provided"));
      }
      const expand = [...url.searchParams.entries()].filter(([k]) => k.startsWith("expand")).map(([, v]) => v);
      const key = req.headers["idempotency-key"] as string | undefined;
      if (key && req.method === "POST") {
        const scoped = `${url.pathname}|${key}`;
        const seen = idempotent.get(scoped);
        if (seen) {
          if (seen.body !== body) {
            return send(fail(400, "idempotency_error", "Keys for idempotent requests can only be used with the same parameters they were first used with."));
          }
          return send(seen);
        }
        const result = handle(req.method, url.pathname, parseForm(body), expand);
        idempotent.set(scoped, { body, ...result });
        return send(result);
      }
      send(handle(req.method ?? "GET", url.pathname, parseForm(req.method === "GET" ? url.search.slice(1) : body), expand));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  const stripe = new Stripe(FAKE_STRIPE_SECRET, { host: "127.0.0.1", port, protocol: "http", maxNetworkRetries: 0 });

  return {
    port,
    connection: { secretKey: FAKE_STRIPE_SECRET, host: "127.0.0.1", port, protocol: "http" as const, webhookSecret: FAKE_WEBHOOK_SECRET },
    intents,
    events,
    /** Connect Express accounts and account links (fake-stripe-connect.ts). */
    connect,
    /** Customers and their card PaymentMethods (fake-stripe-customers.ts). */
    customers,
    /** Stripe Billing's side: what the fan does on Checkout, renewals, the portal's configuration. */
    billing,
    clock,
    /** Moves Stripe's clock forward; authorisations older than 7 days lapse (payment_intent.canceled). */
    advance(seconds: number) {
      clock.offsetSeconds += seconds;
      expireAuthorisations();
    },
    /** The real SDK on the fake, for changes made on Stripe's side (its dashboard, Stripe.js). */
    sdk: stripe,
    /** What Stripe.js does in the browser: confirm the intent with a payment method. */
    confirm: (id: string, paymentMethod = "pm_card_visa") =>
      stripe.paymentIntents.confirm(id, { payment_method: paymentMethod }).catch((error: unknown) => error),
    /** What Stripe.js does once the fan passes the card's confirmation step (3D Secure). */
    authenticate(id: string) {
      const intent = intents.get(id);
      if (intent?.status !== "requires_action") throw new Error(`fake intent ${id} is not waiting for a confirmation step`);
      charge(intent);
    },
    /** An event as Stripe would POST it: the JSON body and its signature header. */
    signed(event: Stripe.Event, options: { timestamp?: number; secret?: string } = {}) {
      const body = JSON.stringify(event);
      const signature = Stripe.webhooks.generateTestHeaderString({
        payload: body,
        secret: options.secret ?? FAKE_WEBHOOK_SECRET,
        timestamp: options.timestamp,
      });
      return { body, signature };
    },
    eventsFor: (intentId: string) =>
      events.filter((e) => {
        const object = e.data.object as { id: string; payment_intent?: string };
        return object.id === intentId || object.payment_intent === intentId;
      }),
    /** Every event about a subscription: its own, its invoices' and its checkout session's. */
    subscriptionEvents: (subscriptionId: string) =>
      events.filter((e) => {
        const object = e.data.object as { id: string; subscription?: string; parent?: { subscription_details?: { subscription?: string } } };
        return object.id === subscriptionId || object.subscription === subscriptionId || object.parent?.subscription_details?.subscription === subscriptionId;
      }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type FakeStripe = Awaited<ReturnType<typeof startFakeStripe>>;
