"use client";

import { useTranslations } from "next-intl";
import { useMutationFeedback } from "@/components/forms/use-mutation-feedback";
import { Button } from "@/components/ui/button";
import type { Currency } from "@/lib/money";
import { api } from "@/trpc/react";

/** Pays the available balance of one currency out now; the page reloads its balances afterwards. */
export function PayoutButton({ currency, label }: { currency: Currency; label: string }) {
  const t = useTranslations("earnings.payout");
  const payout = api.earnings.requestPayout.useMutation(useMutationFeedback({ success: t("started") }));
  return (
    <Button size="sm" disabled={payout.isPending} onClick={() => payout.mutate({ currency })}>
      {payout.isPending ? t("sending") : label}
    </Button>
  );
}
