"use client";

import { CheckCircle2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { FieldError, FormAlert } from "@/components/forms/form-messages";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { EMAIL_PATTERN } from "@/lib/video-requests/rules";
import { brandOf, expiryProblem, formatCardNumber, formatCvc, formatExpiry, luhnValid } from "@/lib/checkout/card-format";

export interface TestCard {
  cardNumber: string;
  name: string;
  expiry: string;
}

/**
 * Test mode's card form (spec §5): number in groups of four with its brand and a Luhn tick, MM/YY
 * with its slash, CVC digits; an expiry in the past is refused. The number goes to the server, which
 * takes only Stripe's published test cards.
 */
export function TestCardForm({
  processing,
  error,
  defaultEmail,
  onPay,
}: {
  processing: boolean;
  error: string | null;
  /** The account's address, where the receipt goes unless the fan types another. */
  defaultEmail: string;
  onPay: (card: TestCard) => void;
}) {
  const t = useTranslations("checkout.card");
  const [email, setEmail] = useState(defaultEmail);
  const [zip, setZip] = useState("");
  const [number, setNumber] = useState("");
  const [name, setName] = useState("");
  const [expiry, setExpiry] = useState("");
  const [cvc, setCvc] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const brand = brandOf(number);

  const validate = () => {
    const next: Record<string, string> = {};
    if (!email.trim()) next.email = "emailRequired";
    else if (!EMAIL_PATTERN.test(email.trim())) next.email = "emailInvalid";
    if (!zip) next.zip = "zipRequired";
    else if (zip.length !== 5) next.zip = "zipInvalid";
    if (!number) next.number = "numberRequired";
    else if (!luhnValid(number)) next.number = "numberInvalid";
    if (name.trim().length < 2) next.name = "nameRequired";
    const expiryIssue = expiryProblem(expiry);
    if (!expiry) next.expiry = "expiryRequired";
    else if (expiryIssue) next.expiry = expiryIssue === "expired" ? "expired" : "expiryFormat";
    if (cvc.length < (brand === "amex" ? 4 : 3)) next.cvc = "cvcRequired";
    return next;
  };
  const clear = (field: string) => setErrors(({ [field]: _gone, ...rest }) => rest);

  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={(e) => {
        e.preventDefault();
        const next = validate();
        setErrors(next);
        if (Object.keys(next).length === 0) onPay({ cardNumber: number, name: name.trim(), expiry });
      }}
    >
      <h3 className="font-semibold">{t("paymentInformation")}</h3>
      <FormAlert>{error ?? (Object.keys(errors).length > 0 ? t("correctErrors") : null)}</FormAlert>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="card-email">{t("email")}</Label>
        <Input id="card-email" type="email" autoComplete="email" value={email} aria-invalid={errors.email ? true : undefined} aria-describedby="card-email-error" onChange={(e) => { setEmail(e.target.value); clear("email"); }} />
        <FieldError id="card-email-error">{errors.email ? t(`errors.${errors.email}`) : null}</FieldError>
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="card-number">{t("number")}</Label>
        <div className="relative">
          <Input
            id="card-number"
            inputMode="numeric"
            autoComplete="cc-number"
            value={number}
            maxLength={23}
            aria-invalid={errors.number ? true : undefined}
            aria-describedby="card-number-hint card-number-error"
            onChange={(e) => {
              setNumber(formatCardNumber(e.target.value));
              clear("number");
            }}
          />
          {luhnValid(number) ? <CheckCircle2 role="img" aria-label={t("valid")} className="absolute top-2.5 right-3 size-5 text-success" /> : null}
        </div>
        <p id="card-number-hint" className="text-xs text-muted-foreground">
          {brand ? t(`brands.${brand}`) : t("testCards")}
        </p>
        <FieldError id="card-number-error">{errors.number ? t(`errors.${errors.number}`) : null}</FieldError>
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="card-name">{t("name")}</Label>
        <Input id="card-name" autoComplete="cc-name" value={name} aria-invalid={errors.name ? true : undefined} aria-describedby="card-name-error" onChange={(e) => { setName(e.target.value); clear("name"); }} />
        <FieldError id="card-name-error">{errors.name ? t(`errors.${errors.name}`) : null}</FieldError>
      </div>
      <div className="grid grid-cols-2 gap-3">
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="card-expiry">{t("expiry")}</Label>
          <Input id="card-expiry" inputMode="numeric" autoComplete="cc-exp" placeholder="MM/YY" maxLength={5} value={expiry} aria-invalid={errors.expiry ? true : undefined} aria-describedby="card-expiry-error" onChange={(e) => { setExpiry(formatExpiry(e.target.value)); clear("expiry"); }} />
          <FieldError id="card-expiry-error">{errors.expiry ? t(`errors.${errors.expiry}`) : null}</FieldError>
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="card-cvc">{t("cvc")}</Label>
          <Input id="card-cvc" inputMode="numeric" autoComplete="cc-csc" maxLength={4} value={cvc} aria-invalid={errors.cvc ? true : undefined} aria-describedby="card-cvc-error" onChange={(e) => { setCvc(formatCvc(e.target.value, brand)); clear("cvc"); }} />
          <FieldError id="card-cvc-error">{errors.cvc ? t(`errors.${errors.cvc}`) : null}</FieldError>
        </div>
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="card-zip">{t("zip")}</Label>
        <Input id="card-zip" inputMode="numeric" autoComplete="postal-code" maxLength={5} value={zip} aria-invalid={errors.zip ? true : undefined} aria-describedby="card-zip-error" onChange={(e) => { setZip(e.target.value.replace(/\D/g, "").slice(0, 5)); clear("zip"); }} />
        <FieldError id="card-zip-error">{errors.zip ? t(`errors.${errors.zip}`) : null}</FieldError>
      </div>
      <Button type="submit" size="lg" disabled={processing}>
        {processing ? t("processing") : t("pay")}
      </Button>
    </form>
  );
}
