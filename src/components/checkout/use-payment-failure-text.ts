import { useTranslations } from "next-intl";

/**
 * A failed payment's text from the key its view carries (`errorKey`: a provider's failure, src/server/payments/types.ts
 * FailureKey), or `fallback`'s key when it names none.
 */
export function usePaymentFailureText() {
  const t = useTranslations("errors");
  const texts: Record<string, string> = {
    "errors.cardDeclined": t("cardDeclined"),
    "errors.paymentFailed": t("paymentFailed"),
    "errors.moncashNotPaid": t("moncashNotPaid"),
  };
  return (errorKey: string | null, fallback: "errors.paymentFailed" | "errors.moncashNotPaid") => texts[errorKey ?? fallback] ?? texts[fallback]!;
}
