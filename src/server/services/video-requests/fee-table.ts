import "server-only";
import type { Actor } from "@/server/auth/actor";
import type { Db } from "@/server/db";
import type { Money } from "@/lib/money";
import { add } from "@/lib/money";
import { creatorShare } from "@/server/ledger/movements";
import { getCommissionBasisPoints } from "@/server/services/settings/commission";
import { priceVideo } from "./quote";

/** The example the public fee table works through: a video the creator prices at $100. */
const FEE_EXAMPLE_PRICE_CENTS = 10_000;
const EXAMPLE_TIERS = ["standard", "express", "rush"] as const;

export interface FeeTableRow {
  tier: (typeof EXAMPLE_TIERS)[number];
  price: Money;
  delivery: Money;
  serviceFee: Money;
  fanPays: Money;
  commission: Money;
  creatorReceives: Money;
}

/**
 * What a fan pays and a creator receives for the example video in each delivery tier, from the one price
 * (`priceVideo`), the one split (`creatorShare`) and the commission in force now (card payments, no promo).
 */
export async function getFeeTable({ db }: { db: Db; actor: Actor | null }): Promise<{ commissionBasisPoints: number; rows: FeeTableRow[] }> {
  const commissionBasisPoints = await getCommissionBasisPoints(db);
  const rows = EXAMPLE_TIERS.map((tier) => {
    const quote = priceVideo({ basePriceCents: FEE_EXAMPLE_PRICE_CENTS, deliveryTier: tier });
    const share = creatorShare(add(quote.base, quote.delivery), commissionBasisPoints);
    return {
      tier,
      price: quote.base,
      delivery: quote.delivery,
      serviceFee: quote.serviceFee,
      fanPays: quote.total,
      commission: share.commission,
      creatorReceives: share.earnings,
    };
  });
  return { commissionBasisPoints, rows };
}
