"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { toast } from "sonner";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { OptionSelect } from "@/components/ui/select";
import type { Currency } from "@/lib/money";
import { parseMajorUnits } from "@/lib/money-input";
import { api } from "@/trpc/react";
import { mutationErrorKey } from "@/components/forms/mutation-error";
import { ReasonDialog } from "../reason-dialog";

/** The extensions offered, in hours. */
const EXTENSIONS = [24, 48, 72, 168] as const;

type Failure = Parameters<typeof mutationErrorKey>[0];

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
  const router = useRouter();
  const amountId = useId();
  const hoursId = useId();
  const [amount, setAmount] = useState("");
  const [hours, setHours] = useState<number>(48);
  // One key per refund the admin means: kept across a retry of the same dialog, renewed after a success.
  const [refundKey, setRefundKey] = useState(() => crypto.randomUUID());
  const refundOrder = api.admin.refundOrder.useMutation();
  const cancelOrder = api.admin.cancelOrder.useMutation();
  const extend = api.admin.extendOrderDeadline.useMutation();

  async function run(action: () => Promise<unknown>, done: string): Promise<string | null> {
    try {
      await action();
      toast.success(done);
      router.refresh();
      return null;
    } catch (error) {
      return mutationErrorKey(error as Failure);
    }
  }

  if (!refund && !canCancel && !canExtend) return <p className="text-sm text-muted-foreground">{t("noActions")}</p>;
  return (
    <div className="flex flex-wrap gap-2">
      {refund ? (
        <ReasonDialog
          destructive
          trigger={t("refund")}
          title={t("refundTitle")}
          description={t("refundDescription", { remaining: refund.remaining })}
          label={t("reason")}
          confirm={t("refundConfirm")}
          onConfirm={async (reason) => {
            let amountCents: number | undefined;
            if (amount.trim()) {
              amountCents = parseMajorUnits(amount);
              if (!(amountCents > 0)) return "validation.refundAmount";
            }
            const failure = await run(() => refundOrder.mutateAsync({ requestId, amountCents, reason, idempotencyKey: refundKey }), t("refunded"));
            if (!failure) {
              setRefundKey(crypto.randomUUID());
              setAmount("");
            }
            return failure;
          }}
        >
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={amountId}>{t("amount", { currency: refund.currency })}</Label>
            <Input id={amountId} inputMode="decimal" value={amount} onChange={(event) => setAmount(event.target.value)} placeholder={t("amountPlaceholder")} />
          </div>
        </ReasonDialog>
      ) : null}
      {canExtend ? (
        <ReasonDialog
          trigger={t("extend")}
          title={t("extendTitle")}
          description={t("extendDescription")}
          label={t("reason")}
          confirm={t("extendConfirm")}
          onConfirm={(reason) => run(() => extend.mutateAsync({ requestId, hours, reason }), t("extended"))}
        >
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={hoursId}>{t("extendBy")}</Label>
            <OptionSelect
              id={hoursId}
              value={String(hours)}
              onValueChange={(value) => setHours(Number(value))}
              options={EXTENSIONS.map((value) => ({ value: String(value), label: t("hours", { count: value }) }))}
            />
          </div>
        </ReasonDialog>
      ) : null}
      {canCancel ? (
        <ReasonDialog
          destructive
          trigger={t("cancel")}
          title={t("cancelTitle")}
          description={t("cancelDescription")}
          label={t("reason")}
          confirm={t("cancelConfirm")}
          onConfirm={(reason) => run(() => cancelOrder.mutateAsync({ requestId, reason }), t("cancelled"))}
        />
      ) : null}
    </div>
  );
}
