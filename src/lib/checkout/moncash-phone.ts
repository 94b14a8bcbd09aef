/** A Haitian mobile number as MonCash takes it: digits only, 509 and 8 digits (spec §5). */
export const MONCASH_PHONE = /^509\d{8}$/;

/** The longest the formatted number may grow (spec §5: max length 17). */
export const MONCASH_PHONE_MAX_LENGTH = 17;

export const phoneDigits = (value: string) => value.replace(/\D/g, "").slice(0, 11);

/** As the fan types: "+509" then the rest in groups of four ("+509 3700 1234"). */
export function formatMoncashPhone(value: string): string {
  const digits = phoneDigits(value);
  if (!digits) return "";
  const [country, rest] = [digits.slice(0, 3), digits.slice(3)];
  return [`+${country}`, ...(rest.match(/\d{1,4}/g) ?? [])].join(" ");
}
