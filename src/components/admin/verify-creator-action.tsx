"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { schemaResolver } from "@/components/forms/schema-resolver";
import { useMutationFeedback } from "@/components/forms/use-mutation-feedback";
import { verifyCreatorSchema } from "@/lib/admin/creator-decisions";
import { api } from "@/trpc/react";
import { FormDialog, NoteField } from "./form-dialog";

const resolver = schemaResolver(verifyCreatorSchema);

/** Verify a creator, or take the badge back, with a note kept in the audit log. */
export function VerifyCreatorAction({ userId, name, verified }: { userId: string; name: string; verified: boolean }) {
  const t = useTranslations("admin.creators");
  const [open, setOpen] = useState(false);
  const form = useForm<z.input<typeof verifyCreatorSchema>, unknown, z.output<typeof verifyCreatorSchema>>({
    resolver,
    defaultValues: { userId, verified: !verified, note: "" },
  });
  const verify = api.admin.verifyCreator.useMutation(
    useMutationFeedback({
      form,
      success: t(verified ? "unverifiedToast" : "verifiedToast", { name }),
      // A conflict means someone else changed it: the page is read again either way.
      refresh: "always",
      onSuccess: () => {
        setOpen(false);
        form.reset();
      },
    }),
  );
  return (
    <FormDialog
      trigger={t(verified ? "unverify" : "verify")}
      title={t(verified ? "unverifyTitle" : "verifyTitle", { name })}
      description={t(verified ? "unverifyDescription" : "verifyDescription")}
      confirm={t(verified ? "unverify" : "verify")}
      destructive={verified}
      form={form}
      open={open}
      onOpenChange={setOpen}
      pending={verify.isPending}
      // The badge's state as shown now (the page may have been read again since the form was made).
      onSubmit={(input) => verify.mutate({ ...input, verified: !verified })}
    >
      <NoteField control={form.control} name="note" label={t("note")} />
    </FormDialog>
  );
}
