"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { schemaResolver } from "@/components/forms/schema-resolver";
import { useMutationFeedback } from "@/components/forms/use-mutation-feedback";
import { FormControl, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { FormSelectField } from "@/components/ui/form-select-field";
import { Input } from "@/components/ui/input";
import { adminCancelOrderSchema, adminRefundOrderSchema, extendDeadlineSchema } from "@/lib/admin/order-actions-input";
import type { Currency } from "@/lib/money";
import { parseMajorUnits } from "@/lib/money-input";
import { api } from "@/trpc/react";
import { FormDialog, NoteField } from "../form-dialog";

/** The extensions offered, in hours. */
const EXTENSIONS = [24, 48, 72, 168] as const;

/** The refund's amount is typed in major units; empty refunds what remains. */
type RefundValues = Omit<z.input<typeof adminRefundOrderSchema>, "amountCents"> & { amountCents: string };
type ExtendValues = { requestId: string; hours: number; reason: string };

const refundResolver = schemaResolver(adminRefundOrderSchema, ({ amountCents, ...values }: RefundValues) => {
  const cents = parseMajorUnits(amountCents);
  // A typed amount that is not a price is refused with the amount's own message.
  return { ...values, amountCents: amountCents.trim() ? (Number.isNaN(cents) ? 0 : cents) : undefined };
});
const extendResolver = schemaResolver(extendDeadlineSchema, (values: ExtendValues) => values);
const cancelResolver = schemaResolver(adminCancelOrderSchema);

/** One key per refund the admin means: kept across a retry of the same dialog, renewed after a success. */
const refundDefaults = (requestId: string): RefundValues => ({ requestId, amountCents: "", reason: "", idempotencyKey: crypto.randomUUID() });

/**
 * The admin order page's actions, each offered only when the order allows it (the server checks again):
 * refund in whole or part with a reason, cancel while unpaid, give more time. The page is read again after.
 */
export function OrderActions({
  requestId,
  refund,
  canCancel,
  canExtend,
}: {
  requestId: string;
  refund: { remainingCents: number; currency: Currency; remaining: string } | null;
  canCancel: boolean;
  canExtend: boolean;
}) {
  const t = useTranslations("admin.orders");
  const [opened, setOpened] = useState<"refund" | "extend" | "cancel" | null>(null);
  const openProps = (name: NonNullable<typeof opened>) => ({
    open: opened === name,
    onOpenChange: (open: boolean) => setOpened(open ? name : null),
  });
  const refundForm = useForm<RefundValues, unknown, z.output<typeof adminRefundOrderSchema>>({
    resolver: refundResolver,
    defaultValues: refundDefaults(requestId),
  });
  const extendForm = useForm<ExtendValues, unknown, z.output<typeof extendDeadlineSchema>>({
    resolver: extendResolver,
    defaultValues: { requestId, hours: 48, reason: "" },
  });
  const cancelForm = useForm<z.input<typeof adminCancelOrderSchema>, unknown, z.output<typeof adminCancelOrderSchema>>({
    resolver: cancelResolver,
    defaultValues: { requestId, reason: "" },
  });
  const done = (form: { reset: (values?: never) => void }, values?: unknown) => () => {
    setOpened(null);
    form.reset(values as never);
  };
  const refundOrder = api.admin.refundOrder.useMutation(
    useMutationFeedback({ form: refundForm, success: t("refunded"), onSuccess: done(refundForm, refundDefaults(requestId)) }),
  );
  const extend = api.admin.extendOrderDeadline.useMutation(useMutationFeedback({ form: extendForm, success: t("extended"), onSuccess: done(extendForm) }));
  const cancelOrder = api.admin.cancelOrder.useMutation(useMutationFeedback({ form: cancelForm, success: t("cancelled"), onSuccess: done(cancelForm) }));

  if (!refund && !canCancel && !canExtend) return <p className="text-sm text-muted-foreground">{t("noActions")}</p>;
  return (
    <div className="flex flex-wrap gap-2">
      {refund ? (
        <FormDialog
          destructive
          trigger={t("refund")}
          title={t("refundTitle")}
          description={t("refundDescription", { remaining: refund.remaining })}
          confirm={t("refundConfirm")}
          form={refundForm}
          {...openProps("refund")}
          pending={refundOrder.isPending}
          onSubmit={(input) => refundOrder.mutate(input)}
        >
          <FormField
            control={refundForm.control}
            name="amountCents"
            render={({ field }) => (
              <FormItem className="gap-1.5">
                <FormLabel>{t("amount", { currency: refund.currency })}</FormLabel>
                <FormControl>
                  <Input {...field} inputMode="decimal" placeholder={t("amountPlaceholder")} />
                </FormControl>
                <FormMessage role="alert" />
              </FormItem>
            )}
          />
          <NoteField control={refundForm.control} name="reason" label={t("reason")} />
        </FormDialog>
      ) : null}
      {canExtend ? (
        <FormDialog
          trigger={t("extend")}
          title={t("extendTitle")}
          description={t("extendDescription")}
          confirm={t("extendConfirm")}
          form={extendForm}
          {...openProps("extend")}
          pending={extend.isPending}
          onSubmit={(input) => extend.mutate(input)}
        >
          <FormSelectField
            control={extendForm.control}
            name="hours"
            label={t("extendBy")}
            options={EXTENSIONS.map((hours) => ({ value: String(hours), label: t("hours", { count: hours }) }))}
            parse={Number}
            className="gap-1.5"
            alert
          />
          <NoteField control={extendForm.control} name="reason" label={t("reason")} />
        </FormDialog>
      ) : null}
      {canCancel ? (
        <FormDialog
          destructive
          trigger={t("cancel")}
          title={t("cancelTitle")}
          description={t("cancelDescription")}
          confirm={t("cancelConfirm")}
          form={cancelForm}
          {...openProps("cancel")}
          pending={cancelOrder.isPending}
          onSubmit={(input) => cancelOrder.mutate(input)}
        >
          <NoteField control={cancelForm.control} name="reason" label={t("reason")} />
        </FormDialog>
      ) : null}
    </div>
  );
}
