/**
 * The Connect part of the fake Stripe: Express accounts (create, retrieve) and account links, with
 * a helper standing in for the creator filling in Stripe's hosted onboarding form; transfers to a
 * connected account (refused when its payouts are off), their reversal, and the account's payouts to
 * its bank (paid or failed), each with the events Stripe sends.
 */
type Params = Record<string, unknown>;
type Answer = { status: number; response: unknown };

interface Account {
  id: string;
  object: "account";
  type: string;
  email: string | null;
  metadata: Record<string, string>;
  details_submitted: boolean;
  charges_enabled: boolean;
  payouts_enabled: boolean;
}

interface Transfer {
  id: string;
  object: "transfer";
  amount: number;
  amount_reversed: number;
  currency: string;
  destination: string;
  metadata: Record<string, string>;
  reversed: boolean;
}

interface Payout {
  id: string;
  object: "payout";
  amount: number;
  currency: string;
  status: "pending" | "paid" | "failed";
  failure_code: string | null;
}

type Emit = (type: string, object: object, account?: string) => void;

export function fakeConnect(next: (prefix: string) => string, emit: Emit) {
  const accounts = new Map<string, Account>();
  const transfers = new Map<string, Transfer>();
  const payouts = new Map<string, { account: string; payout: Payout }>();
  const links: { account: string; url: string; refresh_url: string; return_url: string }[] = [];
  const missing = (id: string): Answer => ({
    status: 404,
    response: { error: { type: "invalid_request_error", message: `No such account: '${id}'`, code: "resource_missing" } },
  });

  function handle(method: string, path: string, params: Params): Answer | null {
    if (method === "POST" && path === "/v1/accounts") {
      const account: Account = {
        id: next("acct"),
        object: "account",
        type: String(params.type ?? "standard"),
        email: (params.email as string) ?? null,
        metadata: (params.metadata as Record<string, string>) ?? {},
        details_submitted: false,
        charges_enabled: false,
        payouts_enabled: false,
      };
      accounts.set(account.id, account);
      return { status: 200, response: account };
    }
    const match = /^\/v1\/accounts\/([^/]+)$/.exec(path);
    if (method === "GET" && match) {
      const account = accounts.get(match[1]!);
      return account ? { status: 200, response: account } : missing(match[1]!);
    }
    if (method === "POST" && path === "/v1/account_links") {
      const account = String(params.account);
      if (!accounts.has(account)) return missing(account);
      const link = {
        account,
        url: `https://connect.stripe.test/setup/e/${account}/${next("link")}`,
        refresh_url: String(params.refresh_url),
        return_url: String(params.return_url),
      };
      links.push(link);
      return { status: 200, response: { object: "account_link", url: link.url, created: 0, expires_at: 0 } };
    }
    const transferMatch = /^\/v1\/transfers\/([^/]+)$/.exec(path);
    if (method === "GET" && transferMatch) {
      const transfer = transfers.get(transferMatch[1]!);
      return transfer
        ? { status: 200, response: transfer }
        : { status: 404, response: { error: { type: "invalid_request_error", message: `No such transfer: '${transferMatch[1]}'`, code: "resource_missing" } } };
    }
    if (method === "POST" && path === "/v1/transfers") {
      const destination = String(params.destination);
      const account = accounts.get(destination);
      if (!account) return missing(destination);
      if (!account.payouts_enabled) {
        return {
          status: 400,
          response: { error: { type: "invalid_request_error", message: "Your destination account needs to have at least one of the following capabilities enabled: transfers, crypto_transfers, legacy_payments", code: "insufficient_capabilities_for_transfer" } },
        };
      }
      const transfer: Transfer = {
        id: next("tr"),
        object: "transfer",
        amount: Number(params.amount),
        amount_reversed: 0,
        currency: String(params.currency),
        destination,
        metadata: (params.metadata as Record<string, string>) ?? {},
        reversed: false,
      };
      transfers.set(transfer.id, transfer);
      emit("transfer.created", transfer);
      return { status: 200, response: transfer };
    }
    return null;
  }

  return {
    handle,
    accounts,
    links,
    transfers,
    payouts,
    /** The platform takes a transfer back (a dispute, a closed account): Stripe sends transfer.reversed. */
    reverse(transferId: string) {
      const transfer = transfers.get(transferId);
      if (!transfer) throw new Error(`no fake transfer ${transferId}`);
      transfer.amount_reversed = transfer.amount;
      transfer.reversed = true;
      emit("transfer.reversed", transfer);
    },
    /** The connected account's scheduled payout to its bank: payout.paid, or payout.failed (a closed bank account). */
    payOut(accountId: string, amount: number, currency: string, outcome: "paid" | "failed") {
      // A closed bank account: Stripe turns the account's payouts off until the creator gives a new one.
      if (outcome === "failed") accounts.get(accountId)!.payouts_enabled = false;
      const payout: Payout = { id: next("po"), object: "payout", amount, currency, status: outcome, failure_code: outcome === "failed" ? "account_closed" : null };
      payouts.set(payout.id, { account: accountId, payout });
      emit("payout.created", { ...payout, status: "pending" }, accountId);
      emit(`payout.${outcome}`, payout, accountId);
      return payout;
    },
    /** The creator sends the form (`details`) or finishes it and Stripe enables the account (`complete`). */
    onboard(id: string, how: "details" | "complete") {
      const account = accounts.get(id);
      if (!account) throw new Error(`no fake account ${id}`);
      account.details_submitted = true;
      if (how === "complete") account.charges_enabled = account.payouts_enabled = true;
    },
  };
}
