"use client";

import { CreditCard } from "lucide-react";
import { useTranslations } from "next-intl";
import { useErrorText } from "@/components/forms/mutation-error";
import { toast } from "@/components/ui/toast";
import { FormAlert } from "@/components/forms/form-messages";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { api } from "@/trpc/react";

/** The fan's saved cards at the card provider (brand, last four, expiry, the default), each removable. */
export function SavedCardsList() {
  const t = useTranslations("auth.settings.cards");
  const errorText = useErrorText();
  const utils = api.useUtils();
  const cards = api.payments.savedCards.useQuery();
  const remove = api.payments.removeSavedCard.useMutation({
    onSuccess: () => {
      toast.success(t("removed"));
      void utils.payments.savedCards.invalidate();
    },
    onError: (error) => toast.error(errorText(error)),
  });

  if (cards.isPending) return <Skeleton className="h-16 w-full" aria-label={t("title")} />;
  if (cards.isError) return <FormAlert>{t("failed")}</FormAlert>;
  if (cards.data.length === 0) return <p className="text-sm text-muted-foreground">{t("empty")}</p>;
  return (
    <ul className="flex flex-col divide-y rounded-lg border">
      {cards.data.map((card) => {
        const facts = { brand: card.brand.toUpperCase(), last4: card.last4, month: String(card.expMonth).padStart(2, "0"), year: card.expYear };
        return (
          <li key={card.id} className="flex flex-wrap items-center justify-between gap-2 p-3 text-sm">
            <span className="flex items-center gap-2">
              <CreditCard aria-hidden className="size-4 shrink-0" />
              {t("card", facts)}
              {card.isDefault ? <Badge variant="secondary">{t("default")}</Badge> : null}
            </span>
            <Button
              type="button"
              variant="outline"
              size="sm"
              aria-label={t("removeLabel", facts)}
              disabled={remove.isPending && remove.variables?.cardId === card.id}
              onClick={() => remove.mutate({ cardId: card.id })}
            >
              {t("remove")}
            </Button>
          </li>
        );
      })}
    </ul>
  );
}
