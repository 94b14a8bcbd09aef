"use client";

import { useTranslations } from "next-intl";
import { type ReactNode, useState } from "react";
import { FormAlert } from "@/components/forms/form-messages";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { api } from "@/trpc/react";
import { NEW_CARD, SavedCardPicker } from "./saved-card-picker";

/**
 * The card step with the fan's saved cards from the card provider: the default preselected and paid
 * with `onPaySaved`; 'Use a new card' shows `children` (the test card form or Stripe's Payment Element).
 * A fan with no saved card (or whose cards cannot be read) gets the new card form at once. A new card
 * comes with the spec's "Save this card" box, ticked by default.
 */
export function SavedCardChoice({
  processing,
  error,
  onPaySaved,
  saveCard,
  onSaveCardChange,
  children,
}: {
  processing: boolean;
  error: string | null;
  onPaySaved: (cardId: string) => void;
  saveCard: boolean;
  onSaveCardChange: (save: boolean) => void;
  children: ReactNode;
}) {
  const t = useTranslations("checkout");
  const saved = api.payments.savedCards.useQuery();
  const [choice, setChoice] = useState<string | null>(null);
  const cards = saved.data ?? [];
  const selected = choice ?? cards.find((card) => card.isDefault)?.id ?? NEW_CARD;

  if (saved.isPending) {
    return (
      <div role="status" aria-label={t("saved.loading")}>
        <Skeleton className="h-40 w-full" />
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-4">
      {cards.length > 0 ? <SavedCardPicker cards={cards} value={selected} onChange={setChoice} /> : null}
      {selected === NEW_CARD ? (
        <>
          <label className="flex items-center gap-2 text-sm font-medium">
            <input
              type="checkbox"
              className="size-4 accent-primary"
              checked={saveCard}
              disabled={processing}
              onChange={(e) => onSaveCardChange(e.target.checked)}
            />
            {t("saved.saveThisCard")}
          </label>
          {children}
        </>
      ) : (
        <form
          className="flex flex-col gap-4"
          onSubmit={(e) => {
            e.preventDefault();
            onPaySaved(selected);
          }}
        >
          <FormAlert>{error}</FormAlert>
          <Button type="submit" size="lg" disabled={processing}>
            {processing ? t("card.processing") : t("card.pay")}
          </Button>
        </form>
      )}
      {selected === NEW_CARD ? <p className="text-xs text-muted-foreground">{t(saveCard ? "saved.savedNote" : "saved.notSavedNote")}</p> : null}
    </div>
  );
}
