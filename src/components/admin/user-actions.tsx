"use client";

import { Loader2Icon } from "lucide-react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { schemaResolver } from "@/components/forms/schema-resolver";
import { useMutationFeedback } from "@/components/forms/use-mutation-feedback";
import { Button } from "@/components/ui/button";
import { forcePasswordResetSchema, suspendUserSchema } from "@/lib/admin/user-actions-input";
import { api } from "@/trpc/react";
import { FormDialog, NoteField } from "./form-dialog";

const suspendResolver = schemaResolver(suspendUserSchema);
const resetResolver = schemaResolver(forcePasswordResetSchema);

/**
 * Suspend (with a reason) or reinstate one account, and force a password reset; the page is read again afterwards,
 * or `onDone` runs (a list held on the client, like the moderation queue, reads itself again).
 */
export function UserActions({ userId, suspended, onDone }: { userId: string; suspended: boolean; onDone?: () => void }) {
  const t = useTranslations("admin.user");
  const router = useRouter();
  const refresh = onDone ?? (() => router.refresh());
  const [suspending, setSuspending] = useState(false);
  const [resetting, setResetting] = useState(false);
  const suspendForm = useForm<z.input<typeof suspendUserSchema>, unknown, z.output<typeof suspendUserSchema>>({
    resolver: suspendResolver,
    defaultValues: { userId, reason: "" },
  });
  const resetForm = useForm<z.input<typeof forcePasswordResetSchema>, unknown, z.output<typeof forcePasswordResetSchema>>({
    resolver: resetResolver,
    defaultValues: { userId, reason: "" },
  });
  const suspend = api.admin.suspendUser.useMutation(
    useMutationFeedback({
      form: suspendForm,
      success: t("suspended"),
      refresh: false,
      onSuccess: () => {
        setSuspending(false);
        suspendForm.reset();
        refresh();
      },
    }),
  );
  const forceReset = api.admin.forcePasswordReset.useMutation(
    useMutationFeedback({
      form: resetForm,
      success: ({ sentTo }) => t("forceResetDone", { email: sentTo }),
      refresh: false,
      onSuccess: () => {
        setResetting(false);
        resetForm.reset();
        refresh();
      },
    }),
  );
  const reinstate = api.admin.reinstateUser.useMutation(
    useMutationFeedback({ success: t("reinstated"), refresh: onDone ? false : "always", onSuccess: () => onDone?.() }),
  );

  const resetAction = (
    <FormDialog
      trigger={t("forceReset")}
      title={t("forceResetTitle")}
      description={t("forceResetDescription")}
      confirm={t("forceResetConfirm")}
      form={resetForm}
      open={resetting}
      onOpenChange={setResetting}
      pending={forceReset.isPending}
      onSubmit={(input) => forceReset.mutate(input)}
    >
      <NoteField control={resetForm.control} name="reason" label={t("reason")} />
    </FormDialog>
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
      <FormDialog
        destructive
        trigger={t("suspend")}
        title={t("suspendTitle")}
        description={t("suspendDescription")}
        confirm={t("suspendConfirm")}
        form={suspendForm}
        open={suspending}
        onOpenChange={setSuspending}
        pending={suspend.isPending}
        onSubmit={(input) => suspend.mutate(input)}
      >
        <NoteField control={suspendForm.control} name="reason" label={t("reason")} />
      </FormDialog>
    </>
  );
}
