/**
 * Stripe's published test cards, the only numbers test mode accepts: a real card number is refused in
 * the browser and again on the server, before anything is stored.
 */
export const TEST_CARDS = {
  "4242424242424242": "succeeds",
  "4000000000000002": "declined",
  "4000002500003155": "requiresConfirmation",
} as const;

export const TEST_CARD_OUTCOMES = ["succeeds", "declined", "requiresConfirmation"] as const satisfies readonly (typeof TEST_CARDS)[keyof typeof TEST_CARDS][];
export type TestCardOutcome = (typeof TEST_CARD_OUTCOMES)[number];

export function testCardOutcome(cardNumber: string): TestCardOutcome | null {
  const digits = cardNumber.replace(/[\s-]/g, "");
  return Object.hasOwn(TEST_CARDS, digits) ? TEST_CARDS[digits as keyof typeof TEST_CARDS] : null;
}
