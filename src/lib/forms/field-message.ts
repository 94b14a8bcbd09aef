/** A field message key: `validation.*` or `security.*`, a feature's own `<namespace>.validation.*`, or `calls.errors.*`. */
const FIELD_MESSAGE_KEY = /^(?:(?:validation|security)\.|[A-Za-z]+\.validation\.|calls\.errors\.)/;

/**
 * The message key a field shows for a zod issue's message: schemas use message keys as their
 * messages; anything else (zod's own English) becomes `validation.invalid`. The server's field
 * errors and the browser's form resolver both go through here, so they always agree.
 */
export function fieldMessageKey(message: string | undefined): string {
  return message && FIELD_MESSAGE_KEY.test(message) ? message : "validation.invalid";
}
