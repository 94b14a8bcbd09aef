"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { toast } from "sonner";
import { api } from "@/trpc/react";
import { mutationErrorKey } from "./mutation-error";
import { SettingValueForm } from "./setting-value-form";

/** Sets a new MonCash rate (HTG per USD); it applies to payments started from now on. */
export function ExchangeRateForm({ current }: { current: string | null }) {
  const t = useTranslations("admin.settings");
  const router = useRouter();
  const setRate = api.admin.setExchangeRate.useMutation();
  return (
    <SettingValueForm
      label={t("newRate")}
      saveLabel={t("saveRate")}
      current={current}
      pending={setRate.isPending}
      onSave={async (htgPerUsd) => {
        try {
          await setRate.mutateAsync({ htgPerUsd });
          toast.success(t("rateSaved"));
          router.refresh();
          return null;
        } catch (error) {
          return mutationErrorKey(error as Parameters<typeof mutationErrorKey>[0]);
        }
      }}
    />
  );
}
