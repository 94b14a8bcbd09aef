"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import type { Currency } from "@/lib/money";
import { api } from "@/trpc/react";

/** Pays the available balance of one currency out now; the page reloads its balances afterwards. */
export function PayoutButton({ currency, label }: { currency: Currency; label: string }) {
  const t = useTranslations("earnings.payout");
  const tAll = useTranslations();
  const router = useRouter();
  const payout = api.earnings.requestPayout.useMutation({
    onSuccess: () => {
      toast.success(t("started"));
      router.refresh();
    },
    onError: (error) => {
      const key = Object.values(error.data?.fieldErrors ?? {})[0] ?? error.data?.messageKey ?? "errors.unexpected";
      toast.error(tAll(key));
    },
  });
  return (
    <Button size="sm" disabled={payout.isPending} onClick={() => payout.mutate({ currency })}>
      {payout.isPending ? t("sending") : label}
    </Button>
  );
}
