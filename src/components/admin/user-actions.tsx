"use client";

import { Loader2Icon } from "lucide-react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { toast } from "sonner";
import { useMutationFeedback } from "@/components/forms/use-mutation-feedback";
import { Button } from "@/components/ui/button";
import { api } from "@/trpc/react";
import { mutationErrorKey } from "@/components/forms/mutation-error";
import { ReasonDialog } from "./reason-dialog";

/**
 * Suspend (with a reason) or reinstate one account, and force a password reset; the page is read again afterwards,
 * or `onDone` runs (a list held on the client, like the moderation queue, reads itself again).
 */
export function UserActions({ userId, suspended, onDone }: { userId: string; suspended: boolean; onDone?: () => void }) {
  const t = useTranslations("admin.user");
  const router = useRouter();
  const refresh = onDone ?? (() => router.refresh());
  const suspend = api.admin.suspendUser.useMutation();
  const forceReset = api.admin.forcePasswordReset.useMutation();
  const reinstate = api.admin.reinstateUser.useMutation(
    useMutationFeedback({ success: t("reinstated"), refresh: onDone ? false : "always", onSuccess: () => onDone?.() }),
  );

  const resetAction = (
    <ReasonDialog
      trigger={t("forceReset")}
      title={t("forceResetTitle")}
      description={t("forceResetDescription")}
      label={t("reason")}
      confirm={t("forceResetConfirm")}
      onConfirm={async (reason) => {
        try {
          const { sentTo } = await forceReset.mutateAsync({ userId, reason });
          toast.success(t("forceResetDone", { email: sentTo }));
          refresh();
          return null;
        } catch (error) {
          return mutationErrorKey(error as Parameters<typeof mutationErrorKey>[0]);
        }
      }}
    />
  );

  if (suspended) {
    return (
      <>
        {resetAction}
        <Button variant="outline" onClick={() => reinstate.mutate({ userId })} disabled={reinstate.isPending}>
          {reinstate.isPending ? <Loader2Icon aria-hidden className="animate-spin" /> : null}
          {t("reinstate")}
        </Button>
      </>
    );
  }
  return (
    <>
      {resetAction}
      <ReasonDialog
      destructive
      trigger={t("suspend")}
      title={t("suspendTitle")}
      description={t("suspendDescription")}
      label={t("reason")}
      confirm={t("suspendConfirm")}
      onConfirm={async (reason) => {
        try {
          await suspend.mutateAsync({ userId, reason });
          toast.success(t("suspended"));
          refresh();
          return null;
        } catch (error) {
          return mutationErrorKey(error as Parameters<typeof mutationErrorKey>[0]);
        }
      }}
      />
    </>
  );
}
