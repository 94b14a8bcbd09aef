"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { toast } from "sonner";
import { api } from "@/trpc/react";
import { mutationErrorKey } from "@/components/forms/mutation-error";
import { ReasonDialog } from "../reason-dialog";

/** Records that an owed MonCash refund was sent, with how (e.g. the transfer's reference); the page is read again. */
export function SettleRefundAction({ paymentId, amount }: { paymentId: string; amount: string }) {
  const t = useTranslations("admin.refunds");
  const router = useRouter();
  const settle = api.admin.settleRefund.useMutation();
  return (
    <ReasonDialog
      trigger={t("settle")}
      title={t("settleTitle")}
      description={t("settleDescription", { amount })}
      label={t("settleNote")}
      confirm={t("settleConfirm")}
      onConfirm={async (note) => {
        try {
          await settle.mutateAsync({ paymentId, note });
          toast.success(t("settled"));
          router.refresh();
          return null;
        } catch (error) {
          return mutationErrorKey(error as Parameters<typeof mutationErrorKey>[0]);
        }
      }}
    />
  );
}
