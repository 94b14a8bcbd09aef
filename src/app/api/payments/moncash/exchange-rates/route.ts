import { routeMethods } from "@/server/http/methods";
import { rest } from "@/server/http/rest";
import { getExchangeRate } from "@/server/services/payments/exchange-rate";

/** GET /api/payments/moncash/exchange-rates -> { rate, effectiveAt }: gourdes per US dollar, as stored. */
export const GET = rest(async ({ db }) => {
  const { htgPerUsd, effectiveAt } = await getExchangeRate(db);
  return { rate: Number(htgPerUsd), effectiveAt };
});

export const { POST, PUT, PATCH, DELETE } = routeMethods({ GET });
