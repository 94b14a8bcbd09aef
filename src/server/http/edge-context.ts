import "server-only";
import type { Actor } from "@/server/auth/actor";
import { loadSessionActor } from "@/server/auth/load-actor";
import { readSessionCookie } from "@/server/auth/session-cookie";
import { type Db, getDb } from "@/server/db";
import { getPaymentProviders, type PaymentProviders } from "@/server/payments";
import { type Billing, getSubscriptionBilling } from "@/server/payments/billing";
import { getConnectProvider } from "@/server/payments/connect";
import type { ConnectProvider } from "@/server/payments/types";
import { getStorage, type Storage } from "@/server/storage";

/** The outside services an edge hands to the services it calls. */
export interface EdgeProviders {
  payments: PaymentProviders;
  billing: Billing;
  connect: ConnectProvider;
  storage: Storage;
}

/** What every edge (REST adapter, webhook, tRPC, server components) gives the services: `{ db, actor, providers }`. */
export interface EdgeContext {
  db: Db;
  /** The acting user named by the request's session cookie, looked up on first call (public reads never pay for it). */
  actor: () => Promise<Actor | null>;
  providers: EdgeProviders;
}

/** What the edges are built from: the environment's in the app, the test database and local fakes in tests. */
export interface Composition {
  db: Db;
  providers: EdgeProviders;
}

/** The providers the environment chooses (Stripe and MonCash with keys, the simulator without; disk or S3). */
export function providersFromEnvironment(db: Db): EdgeProviders {
  return {
    payments: getPaymentProviders(db),
    billing: getSubscriptionBilling(db),
    connect: getConnectProvider(db),
    storage: getStorage(),
  };
}

const root = globalThis as unknown as { lakouComposition?: Composition };

/** The composition every edge uses; made from the environment once per process unless one was set. */
function composition(): Composition {
  if (!root.lakouComposition) {
    const db = getDb();
    root.lakouComposition = { db, providers: providersFromEnvironment(db) };
  }
  return root.lakouComposition;
}

/** Sets what the edges are built from (integration tests: their database and fakes); null goes back to the environment. */
export function composeEdges(next: Composition | null) {
  root.lakouComposition = next ?? undefined;
}

/** The signed-in user a request's cookie names, while its server-side session is open. */
async function actorOf(db: Db, headers: Headers): Promise<Actor | null> {
  const session = await readSessionCookie(headers);
  return session ? loadSessionActor(db, session.userId, session.sessionId) : null;
}

/** The one composition function: the request's `{ db, actor, providers }`. */
export function edgeContext(headers: Headers): EdgeContext {
  const { db, providers } = composition();
  let acting: Promise<Actor | null> | undefined;
  return { db, providers, actor: () => (acting ??= actorOf(db, headers)) };
}
