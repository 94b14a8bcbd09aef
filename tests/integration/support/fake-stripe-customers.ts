/**
 * The Customers half of the fake Stripe (fake-stripe.ts): Customers (create, retrieve), their card
 * PaymentMethods (listed newest first), and what confirming a PaymentIntent does with a payment method:
 * a test token (pm_card_visa...) becomes a new card PaymentMethod, attached to the intent's Customer once
 * the payment goes through when the intent has setup_future_usage; a saved one pays only its own
 * Customer's intents, as Stripe refuses another Customer's PaymentMethod. A PaymentMethod can be
 * retrieved and detached from its Customer.
 */
type Params = Record<string, unknown>;
type Answer = { status: number; response: unknown };
type Fail = (status: number, type: string, message: string, code?: string) => Answer;

interface Customer {
  id: string;
  object: "customer";
  email: string | null;
  metadata: Record<string, string>;
  invoice_settings: { default_payment_method: string | null };
}
interface PaymentMethod {
  id: string;
  object: "payment_method";
  type: "card";
  customer: string | null;
  card: { brand: string; last4: string; exp_month: number; exp_year: number; fingerprint: string };
  created: number;
  /** The test token it was made from: decides what confirming with it does (not sent). */
  token: string;
}

/** Stripe's test tokens and the cards behind them. */
const TOKENS: Record<string, { brand: string; last4: string }> = {
  pm_card_visa: { brand: "visa", last4: "4242" },
  pm_card_chargeDeclined: { brand: "visa", last4: "0002" },
  pm_card_authenticationRequired: { brand: "visa", last4: "3155" },
  pm_card_mastercard: { brand: "mastercard", last4: "4444" },
};

export function fakeStripeCustomers({ next, now, fail }: { next: (prefix: string) => string; now: () => number; fail: Fail }) {
  const customers = new Map<string, Customer>();
  const methods = new Map<string, PaymentMethod>();
  const publicMethod = ({ token: _token, ...rest }: PaymentMethod) => structuredClone(rest);
  let tick = 0;

  function handle(method: string, path: string, params: Params): Answer | null {
    if (method === "POST" && path === "/v1/customers") {
      const customer: Customer = {
        id: next("cus"),
        object: "customer",
        email: (params.email as string) ?? null,
        metadata: (params.metadata as Record<string, string>) ?? {},
        invoice_settings: { default_payment_method: null },
      };
      customers.set(customer.id, customer);
      return { status: 200, response: customer };
    }
    const pmMatch = /^\/v1\/payment_methods\/([^/]+)(\/detach)?$/.exec(path);
    if (pmMatch) {
      const pm = methods.get(pmMatch[1]!);
      if (!pm) return fail(404, "invalid_request_error", `No such PaymentMethod: '${pmMatch[1]}'`, "resource_missing");
      if (method === "POST" && pmMatch[2]) pm.customer = null;
      else if (method !== "GET" || pmMatch[2]) return null;
      return { status: 200, response: publicMethod(pm) };
    }
    const match = /^\/v1\/customers\/([^/]+)(\/payment_methods)?$/.exec(path);
    if (method !== "GET" || !match) return null;
    const customer = customers.get(match[1]!);
    if (!customer) return fail(404, "invalid_request_error", `No such customer: '${match[1]}'`, "resource_missing");
    if (!match[2]) return { status: 200, response: customer };
    const data = [...methods.values()]
      .filter((pm) => pm.customer === customer.id && (!params.type || pm.type === params.type))
      .sort((a, b) => b.created - a.created)
      .map(publicMethod);
    return { status: 200, response: { object: "list", data, has_more: false, url: path } };
  }

  /**
   * The payment method a confirmation uses, as its test token: a token makes a new PaymentMethod; a
   * saved one must be the intent's Customer's. An error answer when Stripe would refuse it.
   */
  function resolve(param: string, intentCustomer: string | null): { id: string; token: string } | Answer {
    const saved = methods.get(param);
    if (saved) {
      if (saved.customer !== intentCustomer) {
        return fail(400, "invalid_request_error", "The provided PaymentMethod belongs to another Customer.", "payment_method_unexpected_state");
      }
      return { id: saved.id, token: saved.token };
    }
    const card = TOKENS[param];
    if (!card) return fail(400, "invalid_request_error", `No such PaymentMethod: '${param}'`, "resource_missing");
    const pm: PaymentMethod = {
      id: next("pm"),
      object: "payment_method",
      type: "card",
      customer: null,
      card: { ...card, exp_month: 12, exp_year: 2034, fingerprint: `fp_${param}` },
      created: now() * 1000 + ++tick,
      token: param,
    };
    methods.set(pm.id, pm);
    return { id: pm.id, token: param };
  }

  /** A payment that went through with setup_future_usage saves its card to the intent's Customer. */
  function attach(paymentMethodId: string, intent: { customer: string | null; setup_future_usage: string | null }) {
    const pm = methods.get(paymentMethodId);
    if (pm && intent.customer && intent.setup_future_usage) pm.customer = intent.customer;
  }

  return { handle, resolve, attach, customers, methods };
}
