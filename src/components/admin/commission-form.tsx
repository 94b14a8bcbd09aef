"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { toast } from "sonner";
import { api } from "@/trpc/react";
import { mutationErrorKey } from "@/components/forms/mutation-error";
import { SettingValueForm } from "./setting-value-form";

/** Sets the platform commission (percent); payments started from now on use it. */
export function CommissionForm({ current }: { current: string }) {
  const t = useTranslations("admin.settings");
  const router = useRouter();
  const setCommission = api.admin.setCommission.useMutation();
  return (
    <SettingValueForm
      label={t("newCommission")}
      saveLabel={t("saveCommission")}
      current={current}
      pending={setCommission.isPending}
      onSave={async (percent) => {
        try {
          await setCommission.mutateAsync({ percent });
          toast.success(t("commissionSaved"));
          router.refresh();
          return null;
        } catch (error) {
          return mutationErrorKey(error as Parameters<typeof mutationErrorKey>[0]);
        }
      }}
    />
  );
}
