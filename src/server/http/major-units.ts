import "server-only";
/**
 * The spec's REST bodies give amounts in the currency's major units (dollars, gourdes: 187.5); our
 * services take minor units. Anything that is not a finite number is passed on for the service to refuse.
 */
export function toMinorUnits(amount: unknown): unknown {
  if (amount === undefined || amount === null) return undefined;
  const value = typeof amount === "string" && amount.trim() !== "" ? Number(amount) : amount;
  return typeof value === "number" && Number.isFinite(value) ? Math.round(value * 100) : amount;
}
