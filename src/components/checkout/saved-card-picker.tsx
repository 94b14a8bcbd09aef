"use client";

import { CreditCard } from "lucide-react";
import { useTranslations } from "next-intl";
import { cn } from "@/lib/utils";

export interface SavedCardOption {
  id: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  isDefault: boolean;
}

/** What the picker's "Use a new card" option is called among the card ids. */
export const NEW_CARD = "new";

/**
 * The fan's saved cards as one radio group (arrow keys move, as native radios do): brand, •••• last
 * four and expiry, the default marked, and 'Use a new card' last.
 */
export function SavedCardPicker({ cards, value, onChange }: { cards: SavedCardOption[]; value: string; onChange: (id: string) => void }) {
  const t = useTranslations("checkout.saved");
  const tBrand = useTranslations("checkout.card.brands");
  const brandName = (brand: string) => (tBrand.has(brand) ? tBrand(brand) : brand.charAt(0).toUpperCase() + brand.slice(1));
  const option = (id: string, body: React.ReactNode) => (
    <label
      key={id}
      className={cn(
        "flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border p-3 text-sm has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/50",
        value === id && "border-primary bg-primary/5",
      )}
    >
      <input type="radio" name="saved-card" value={id} checked={value === id} onChange={() => onChange(id)} className="size-4 shrink-0 accent-primary" />
      {body}
    </label>
  );

  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 text-sm font-medium">{t("legend")}</legend>
      {cards.map((card) =>
        option(
          card.id,
          <>
            <CreditCard aria-hidden className="size-4 shrink-0" />
            <span className="flex min-w-0 flex-1 flex-wrap items-baseline justify-between gap-x-3">
              <span className="font-medium">{t("card", { brand: brandName(card.brand), last4: card.last4 })}</span>
              <span className="text-xs text-muted-foreground">
                {t("expires", { month: String(card.expMonth).padStart(2, "0"), year: String(card.expYear % 100).padStart(2, "0") })}
                {card.isDefault ? <span className="ml-2 rounded bg-muted px-1.5 py-0.5 font-medium text-foreground">{t("default")}</span> : null}
              </span>
            </span>
          </>,
        ),
      )}
      {option(NEW_CARD, <span className="font-medium">{t("newCard")}</span>)}
    </fieldset>
  );
}
