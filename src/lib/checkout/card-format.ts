/** The test-mode card form's formatting and checks (spec §5, full checkout and simple payment form). */

export type CardBrand = "visa" | "mastercard" | "amex" | "discover" | null;

const digitsOf = (value: string) => value.replace(/\D/g, "");

/** Brand by prefix: Visa 4, Mastercard 51-55, Amex 34/37, Discover 6011/65. */
export function brandOf(number: string): CardBrand {
  const d = digitsOf(number);
  if (/^4/.test(d)) return "visa";
  if (/^5[1-5]/.test(d)) return "mastercard";
  if (/^3[47]/.test(d)) return "amex";
  if (/^(6011|65)/.test(d)) return "discover";
  return null;
}

/** Groups of four, at most 19 digits (23 characters). */
export function formatCardNumber(value: string): string {
  return digitsOf(value).slice(0, 19).replace(/(\d{4})(?=\d)/g, "$1 ");
}

/** MM/YY with the slash added after the month (5 characters). */
export function formatExpiry(value: string): string {
  const d = digitsOf(value).slice(0, 4);
  return d.length > 2 ? `${d.slice(0, 2)}/${d.slice(2)}` : d;
}

/** CVC: digits only, 4 for Amex, else 3. */
export function formatCvc(value: string, brand: CardBrand): string {
  return digitsOf(value).slice(0, brand === "amex" ? 4 : 3);
}

export function luhnValid(number: string): boolean {
  const d = digitsOf(number);
  if (d.length < 13 || d.length > 19) return false;
  let sum = 0;
  for (let i = 0; i < d.length; i++) {
    let n = Number(d[d.length - 1 - i]);
    if (i % 2 === 1) {
      n *= 2;
      if (n > 9) n -= 9;
    }
    sum += n;
  }
  return sum % 10 === 0;
}

/** An MM/YY expiry: "format" when malformed, "expired" when its month has passed, else null. */
export function expiryProblem(value: string, now = new Date()): "format" | "expired" | null {
  const match = /^(\d{2})\/(\d{2})$/.exec(value);
  if (!match) return "format";
  const month = Number(match[1]);
  if (month < 1 || month > 12) return "format";
  const year = 2000 + Number(match[2]);
  const thisYear = now.getUTCFullYear();
  const thisMonth = now.getUTCMonth() + 1;
  return year < thisYear || (year === thisYear && month < thisMonth) ? "expired" : null;
}
