import "server-only";
import type { HtgPerUsd } from "@/lib/money";
import type { Queryable, Tx } from "@/server/db";
import type { PriceLines } from "@/server/services/video-requests/quote";

/** An order a fan pays for, read the same way whatever it is. */
export interface Payable {
  kind: OrderKindName;
  id: string;
  fanId: string;
  creatorId: string;
  /** Still waiting for its money (a request `pending_payment`, a call `pending`). */
  awaitingPayment: boolean;
  /** Given up or ended without being fulfilled: money that arrives now, or is still held, goes back. */
  closed: boolean;
  /** Its price as quoted, in its own currency, with the rate of an HTG quote. */
  quote: PriceLines;
  fxRate: HtgPerUsd | null;
  methodsOffered: readonly string[];
  description: string;
  /**
   * The latest moment its money may still be taken if it were paid now: a video's deadline plus grace, a
   * call's end. A card authorisation must outlive it (see payment-hold-rule.ts).
   */
  settleBy: Date;
}

export type OrderKindName = "video" | "call";

/**
 * What the payment core needs from an order kind, and all it may do to one: read it, read it under lock
 * (the order row is locked while one of its payments is confirmed, cancelled or settled), and tell it
 * its money went through. Each kind implements it beside its own rules (see order-kinds.ts).
 */
export interface OrderKind {
  /** Its row: locked for update when `lock` (pass a transaction). */
  load(db: Queryable, id: string, lock?: boolean): Promise<Payable | null>;
  /** Its money is held or taken (in the payment's transaction): the order may proceed. */
  paid(tx: Tx, id: string): Promise<void>;
  /**
   * The provider cancelled its hold by itself (a lapsed authorisation) while it still counted on it: the
   * order says what happens now and tells those concerned. Kinds whose money is always settled inside the
   * hold window (or taken at booking) leave it out.
   */
  lapsed?(tx: Tx, id: string): Promise<void>;
}
