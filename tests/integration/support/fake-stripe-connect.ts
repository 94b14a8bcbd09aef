/**
 * The Connect part of the fake Stripe: Express accounts (create, retrieve) and account links, with
 * a helper standing in for the creator filling in Stripe's hosted onboarding form.
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

export function fakeConnect(next: (prefix: string) => string) {
  const accounts = new Map<string, Account>();
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
    return null;
  }

  return {
    handle,
    accounts,
    links,
    /** The creator sends the form (`details`) or finishes it and Stripe enables the account (`complete`). */
    onboard(id: string, how: "details" | "complete") {
      const account = accounts.get(id);
      if (!account) throw new Error(`no fake account ${id}`);
      account.details_submitted = true;
      if (how === "complete") account.charges_enabled = account.payouts_enabled = true;
    },
  };
}
