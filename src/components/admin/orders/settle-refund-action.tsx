"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { schemaResolver } from "@/components/forms/schema-resolver";
import { useMutationFeedback } from "@/components/forms/use-mutation-feedback";
import { settleOwedRefundInput } from "@/lib/payments/refund-input";
import { api } from "@/trpc/react";
import { FormDialog, NoteField } from "../form-dialog";

const resolver = schemaResolver(settleOwedRefundInput);

/** Records that an owed MonCash refund was sent, with how (e.g. the transfer's reference); the page is read again. */
export function SettleRefundAction({ paymentId, amount }: { paymentId: string; amount: string }) {
  const t = useTranslations("admin.refunds");
  const [open, setOpen] = useState(false);
  const form = useForm<z.input<typeof settleOwedRefundInput>, unknown, z.output<typeof settleOwedRefundInput>>({
    resolver,
    defaultValues: { paymentId, note: "" },
  });
  const settle = api.admin.settleRefund.useMutation(
    useMutationFeedback({
      form,
      success: t("settled"),
      onSuccess: () => {
        setOpen(false);
        form.reset();
      },
    }),
  );
  return (
    <FormDialog
      trigger={t("settle")}
      title={t("settleTitle")}
      description={t("settleDescription", { amount })}
      confirm={t("settleConfirm")}
      form={form}
      open={open}
      onOpenChange={setOpen}
      pending={settle.isPending}
      onSubmit={(input) => settle.mutate(input)}
    >
      <NoteField control={form.control} name="note" label={t("settleNote")} />
    </FormDialog>
  );
}
