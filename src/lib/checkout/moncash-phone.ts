/** A Haitian mobile number as MonCash takes it: digits only, 509 and 8 digits (spec §5). */
export const MONCASH_PHONE = /^509\d{8}$/;

/** The longest the formatted number may grow (spec §5: max length 17). */
export const MONCASH_PHONE_MAX_LENGTH = 17;

const COUNTRY = "509";

/** A Haitian number without its country code has 8 digits. */
const LOCAL_DIGITS = 8;

/** The number's digits, with Haiti's 509 put in front of a local number ("3700 1234" -> 50937001234). */
export function phoneDigits(value: string): string {
  const digits = value.replace(/\D/g, "");
  const hasCountry = digits.startsWith(COUNTRY) || COUNTRY.startsWith(digits) || digits.length > LOCAL_DIGITS;
  return (hasCountry ? digits : COUNTRY + digits).slice(0, 11);
}

/** As the fan types: "+509" then the rest in groups of four ("+509 3700 1234"). */
export function formatMoncashPhone(value: string): string {
  const digits = phoneDigits(value);
  if (!digits) return "";
  const [country, rest] = [digits.slice(0, 3), digits.slice(3)];
  return [`+${country}`, ...(rest.match(/\d{1,4}/g) ?? [])].join(" ");
}
