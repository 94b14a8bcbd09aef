/** A price typed in major units ("75", "75.5", "75,50") as minor units; NaN when it is not one (the server says why). */
export function parseMajorUnits(text: string): number {
  const value = text.trim().replace(",", ".");
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(value)) return Number.NaN;
  const [whole, fraction = ""] = value.split(".");
  return Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
}

/** Minor units back into what the price field shows: "75" or "75.50". */
export function majorUnitsText(minor: number): string {
  return minor % 100 === 0 ? String(minor / 100) : (minor / 100).toFixed(2);
}
