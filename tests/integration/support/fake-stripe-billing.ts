/**
 * The Billing half of the fake Stripe (fake-stripe.ts): Products with our own ids, Prices found by
 * lookup key, Checkout Sessions in subscription mode, Subscriptions (pause_collection, cancel at period
 * end, item price changes prorated with `always_invoice` by the second, as Stripe does, and previewed
 * by `invoices/create_preview` with an existing Price or an inline `price_data`), Invoices, the
 * Billing Portal (unconfigured unless told), and the events each change sends.
 */
type Params = Record<string, unknown>;
type Answer = { status: number; response: unknown };
type Fail = (status: number, type: string, message: string, code?: string) => Answer;

interface Price {
  id: string;
  object: "price";
  product: string;
  currency: string;
  unit_amount: number;
  recurring: { interval: "month" | "year" };
  lookup_key: string | null;
  metadata: Record<string, string>;
  active: boolean;
}
interface Invoice {
  id: string;
  object: "invoice";
  status: "paid" | "open";
  amount_paid: number;
  amount_due: number;
  currency: string;
  billing_reason: string;
  parent: { type: "subscription_details"; subscription_details: { subscription: string } };
}
interface Subscription {
  id: string;
  object: "subscription";
  status: string;
  customer: string;
  cancel_at_period_end: boolean;
  pause_collection: { behavior: string } | null;
  metadata: Record<string, string>;
  items: { object: "list"; data: { id: string; price: Price; current_period_start: number; current_period_end: number }[] };
  /** Unused credit from downgrades, taken off the next invoices (Stripe's customer balance). */
  credit: number;
}
interface Session {
  id: string;
  object: "checkout.session";
  mode: "subscription";
  status: "open" | "complete" | "expired";
  url: string;
  success_url: string;
  cancel_url: string;
  client_reference_id: string | null;
  metadata: Record<string, string>;
  subscription: string | null;
  price: string;
  subscription_metadata: Record<string, string>;
}

const DAY = 86_400;
const addPeriod = (start: number, interval: "month" | "year") => {
  const end = new Date(start * 1000);
  if (interval === "year") end.setUTCFullYear(end.getUTCFullYear() + 1);
  else end.setUTCMonth(end.getUTCMonth() + 1);
  return Math.floor(end.getTime() / 1000) || start + 30 * DAY;
};

export function fakeStripeBilling({ next, now, emit, fail }: { next: (prefix: string) => string; now: () => number; emit: (type: string, object: object) => void; fail: Fail }) {
  const products = new Map<string, { id: string; object: "product"; name: string; metadata: Record<string, string> }>();
  const prices = new Map<string, Price>();
  const sessions = new Map<string, Session>();
  const subscriptions = new Map<string, Subscription>();
  const invoices = new Map<string, Invoice>();
  const state = { portalConfigured: false };

  const publicSub = (sub: Subscription) => {
    const { credit: _credit, ...rest } = sub;
    return structuredClone(rest);
  };
  const publicSession = (session: Session) => {
    const { price: _price, subscription_metadata: _metadata, ...rest } = session;
    return rest;
  };

  function invoice(sub: Subscription, amount: number, reason: string, paid = true) {
    const used = Math.min(sub.credit, Math.max(amount, 0));
    if (paid) sub.credit -= used;
    const due = amount - (paid ? used : 0);
    const row: Invoice = {
      id: next("in"),
      object: "invoice",
      status: paid ? "paid" : "open",
      amount_paid: paid ? due : 0,
      amount_due: due,
      currency: sub.items.data[0]!.price.currency,
      billing_reason: reason,
      parent: { type: "subscription_details", subscription_details: { subscription: sub.id } },
    };
    invoices.set(row.id, row);
    emit("invoice.finalized", row);
    emit(paid ? "invoice.paid" : "invoice.payment_failed", row);
    return row;
  }

  /**
   * Proration by the second, charged at once (always_invoice): unused time credited at the old price;
   * the same interval keeps the period, another one starts a new period now.
   */
  function prorate(sub: Subscription, price: Pick<Price, "unit_amount" | "recurring">, t: number) {
    const item = sub.items.data[0]!;
    const total = item.current_period_end - item.current_period_start;
    const share = total > 0 ? Math.min(Math.max(item.current_period_end - t, 0), total) / total : 0;
    const credit = Math.round(item.price.unit_amount * share);
    const same = price.recurring.interval === item.price.recurring.interval;
    return { due: (same ? Math.round(price.unit_amount * share) : price.unit_amount) - credit, same };
  }

  function updateSubscription(sub: Subscription, params: Params): Answer {
    if (sub.status === "canceled") return fail(400, "invalid_request_error", "A canceled subscription can only update its cancellation_details and metadata.");
    if ("pause_collection" in params) {
      sub.pause_collection = params.pause_collection === "" ? null : { behavior: String((params.pause_collection as Params).behavior) };
    }
    if ("cancel_at_period_end" in params) sub.cancel_at_period_end = params.cancel_at_period_end === "true";
    if (params.metadata) sub.metadata = { ...sub.metadata, ...(params.metadata as Record<string, string>) };
    const items = params.items as Record<string, { id: string; price: string }> | undefined;
    if (items?.["0"]) {
      const price = prices.get(items["0"].price);
      const item = sub.items.data[0]!;
      if (!price || items["0"].id !== item.id) return fail(400, "invalid_request_error", "No such price or item.", "resource_missing");
      const t = now();
      const { due, same } = prorate(sub, price, t);
      item.price = price;
      if (!same) {
        item.current_period_start = t;
        item.current_period_end = addPeriod(t, price.recurring.interval);
      }
      if (due > 0) invoice(sub, due, "subscription_update");
      else sub.credit += -due;
    }
    emit("customer.subscription.updated", publicSub(sub));
    return { status: 200, response: publicSub(sub) };
  }

  function handle(method: string, path: string, params: Params): Answer | null {
    let m: RegExpExecArray | null;
    if (method === "POST" && path === "/v1/products") {
      const id = String(params.id ?? next("prod"));
      if (products.has(id)) return fail(400, "invalid_request_error", `Product already exists.`, "resource_already_exists");
      const product = { id, object: "product" as const, name: String(params.name), metadata: (params.metadata as Record<string, string>) ?? {} };
      products.set(id, product);
      return { status: 200, response: product };
    }
    if ((m = /^\/v1\/products\/([^/]+)$/.exec(path))) {
      const product = products.get(m[1]!);
      if (!product) return fail(404, "invalid_request_error", `No such product: '${m[1]}'`, "resource_missing");
      if (method === "POST" && params.name) product.name = String(params.name);
      return { status: 200, response: product };
    }
    if (method === "GET" && path === "/v1/prices") {
      const keys = Object.values((params.lookup_keys as Record<string, string>) ?? {});
      const data = [...prices.values()].filter((p) => p.active && p.lookup_key && keys.includes(p.lookup_key));
      return { status: 200, response: { object: "list", data, has_more: false, url: "/v1/prices" } };
    }
    if (method === "POST" && path === "/v1/prices") {
      const key = params.lookup_key ? String(params.lookup_key) : null;
      if (key && [...prices.values()].some((p) => p.lookup_key === key)) {
        return fail(400, "invalid_request_error", "A price with this lookup key already exists.");
      }
      if (!products.has(String(params.product))) return fail(400, "invalid_request_error", "No such product.", "resource_missing");
      const price: Price = {
        id: next("price"),
        object: "price",
        product: String(params.product),
        currency: String(params.currency),
        unit_amount: Number(params.unit_amount),
        recurring: { interval: String((params.recurring as Params).interval) as "month" | "year" },
        lookup_key: key,
        metadata: (params.metadata as Record<string, string>) ?? {},
        active: true,
      };
      prices.set(price.id, price);
      return { status: 200, response: price };
    }
    if (method === "POST" && path === "/v1/checkout/sessions") {
      if (params.mode !== "subscription") return fail(400, "invalid_request_error", "Only subscription mode is faked.");
      const line = (params.line_items as Record<string, { price: string }>)["0"]!;
      if (!prices.has(line.price)) return fail(400, "invalid_request_error", "No such price.", "resource_missing");
      const id = next("cs_test");
      const session: Session = {
        id,
        object: "checkout.session",
        mode: "subscription",
        status: "open",
        url: `https://checkout.stripe.com/c/pay/${id}`,
        success_url: String(params.success_url),
        cancel_url: String(params.cancel_url),
        client_reference_id: (params.client_reference_id as string) ?? null,
        metadata: (params.metadata as Record<string, string>) ?? {},
        subscription: null,
        price: line.price,
        subscription_metadata: ((params.subscription_data as Params | undefined)?.metadata as Record<string, string>) ?? {},
      };
      sessions.set(id, session);
      return { status: 200, response: publicSession(session) };
    }
    if ((m = /^\/v1\/checkout\/sessions\/([^/]+)(\/expire)?$/.exec(path))) {
      const session = sessions.get(m[1]!);
      if (!session) return fail(404, "invalid_request_error", `No such checkout.session: '${m[1]}'`, "resource_missing");
      if (m[2]) {
        if (session.status !== "open") return fail(400, "invalid_request_error", "Only open sessions can be expired.");
        session.status = "expired";
        emit("checkout.session.expired", publicSession(session));
      }
      return { status: 200, response: publicSession(session) };
    }
    if ((m = /^\/v1\/subscriptions\/([^/]+)$/.exec(path))) {
      const sub = subscriptions.get(m[1]!);
      if (!sub) return fail(404, "invalid_request_error", `No such subscription: '${m[1]}'`, "resource_missing");
      if (method === "GET") return { status: 200, response: publicSub(sub) };
      return updateSubscription(sub, params);
    }
    if (method === "POST" && path === "/v1/invoices/create_preview") {
      // The invoice a subscription update would make now (always_invoice): its total, negative for a credit.
      const sub = subscriptions.get(String(params.subscription));
      if (!sub) return fail(404, "invalid_request_error", `No such subscription: '${String(params.subscription)}'`, "resource_missing");
      // The new price is an existing Price or an inline `price_data` on an existing Product (which creates nothing).
      type PriceData = { product: string; currency: string; unit_amount: string; recurring: { interval: "month" | "year" } };
      const details = params.subscription_details as { items?: Record<string, { id: string; price?: string; price_data?: PriceData }> } | undefined;
      const line = details?.items?.["0"];
      const inline = line?.price_data && products.has(line.price_data.product) ? line.price_data : undefined;
      const price: Pick<Price, "currency" | "unit_amount" | "recurring"> | undefined = inline
        ? { currency: inline.currency, unit_amount: Number(inline.unit_amount), recurring: { interval: inline.recurring.interval } }
        : line?.price
          ? prices.get(line.price)
          : undefined;
      if (!price || line!.id !== sub.items.data[0]!.id) return fail(400, "invalid_request_error", "No such price or item.", "resource_missing");
      const { due } = prorate(sub, price, now());
      return { status: 200, response: { object: "invoice", id: null, total: due, amount_due: Math.max(due, 0), currency: price.currency } };
    }
    if (method === "GET" && path === "/v1/invoices") {
      const data = [...invoices.values()].filter(
        (i) => i.parent.subscription_details.subscription === params.subscription && (!params.status || i.status === params.status),
      );
      return { status: 200, response: { object: "list", data: data.reverse(), has_more: false, url: "/v1/invoices" } };
    }
    if (method === "POST" && path === "/v1/billing_portal/sessions") {
      if (!state.portalConfigured) {
        return fail(400, "invalid_request_error", "No configuration provided and your test mode default configuration has not been created.");
      }
      return { status: 200, response: { id: next("bps"), object: "billing_portal.session", url: `https://billing.stripe.com/p/session/${next("x")}` } };
    }
    return null;
  }

  return {
    handle,
    sessions,
    subscriptions,
    invoices,
    products,
    prices,
    state,
    /** What the fan does on Stripe Checkout: pays, which creates the customer, the subscription and its first paid invoice. */
    completeCheckout(sessionId: string) {
      const session = sessions.get(sessionId)!;
      if (session.status !== "open") throw new Error(`session ${sessionId} is ${session.status}`);
      const price = prices.get(session.price)!;
      const t = now();
      const sub: Subscription = {
        id: next("sub"),
        object: "subscription",
        status: "active",
        customer: next("cus"),
        cancel_at_period_end: false,
        pause_collection: null,
        metadata: session.subscription_metadata,
        items: { object: "list", data: [{ id: next("si"), price, current_period_start: t, current_period_end: addPeriod(t, price.recurring.interval) }] },
        credit: 0,
      };
      subscriptions.set(sub.id, sub);
      session.status = "complete";
      session.subscription = sub.id;
      emit("customer.subscription.created", publicSub(sub));
      invoice(sub, price.unit_amount, "subscription_create");
      emit("checkout.session.completed", publicSession(session));
      return sub.id;
    },
    /** The period ends: a subscription set to cancel ends, otherwise the next invoice is paid or fails. */
    renew(subscriptionId: string, outcome: "paid" | "failed") {
      const sub = subscriptions.get(subscriptionId)!;
      const item = sub.items.data[0]!;
      if (sub.cancel_at_period_end) {
        sub.status = "canceled";
        emit("customer.subscription.deleted", publicSub(sub));
        return;
      }
      invoice(sub, item.price.unit_amount, "subscription_cycle", outcome === "paid");
      if (outcome === "paid") {
        item.current_period_start = item.current_period_end;
        item.current_period_end = addPeriod(item.current_period_start, item.price.recurring.interval);
        sub.status = "active";
      } else sub.status = "past_due";
      emit("customer.subscription.updated", publicSub(sub));
    },
  };
}
