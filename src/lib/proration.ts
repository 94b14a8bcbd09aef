/**
 * What a change of plan costs now, as Stripe prorates it (by the second): the unused part of the current
 * period is credited at the old price and, when the period stays, charged at the new price. A change of
 * billing period starts a new period now, charged in full less the credit. Negative: a credit the next
 * invoice uses up. Minor units of the subscription's currency.
 */
export function prorationCents({
  oldCents,
  newCents,
  periodStart,
  periodEnd,
  now,
  samePeriod,
}: {
  oldCents: number;
  newCents: number;
  periodStart: Date;
  periodEnd: Date;
  now: Date;
  samePeriod: boolean;
}): number {
  const total = periodEnd.getTime() - periodStart.getTime();
  const left = Math.min(Math.max(periodEnd.getTime() - now.getTime(), 0), total);
  const share = total > 0 ? left / total : 0;
  const credit = Math.round(oldCents * share);
  return (samePeriod ? Math.round(newCents * share) : newCents) - credit;
}
