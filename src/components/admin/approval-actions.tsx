"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { schemaResolver } from "@/components/forms/schema-resolver";
import { useMutationFeedback } from "@/components/forms/use-mutation-feedback";
import { type APPROVAL_QUEUES, approveCreatorSchema, rejectCreatorSchema } from "@/lib/admin/creator-decisions";
import { api } from "@/trpc/react";
import { FormDialog, NoteField } from "./form-dialog";

const approveResolver = schemaResolver(approveCreatorSchema);
const rejectResolver = schemaResolver(rejectCreatorSchema);

/** Approve a creator profile (an optional note) or reject a pending one (a reason the creator reads); both audited. */
export function ApprovalActions({ userId, name, status }: { userId: string; name: string; status: (typeof APPROVAL_QUEUES)[number] }) {
  const t = useTranslations("admin.approvals");
  const [approving, setApproving] = useState(false);
  const [rejecting, setRejecting] = useState(false);
  const approveForm = useForm<z.input<typeof approveCreatorSchema>, unknown, z.output<typeof approveCreatorSchema>>({
    resolver: approveResolver,
    defaultValues: { userId, seen: status, note: "" },
  });
  const rejectForm = useForm<z.input<typeof rejectCreatorSchema>, unknown, z.output<typeof rejectCreatorSchema>>({
    resolver: rejectResolver,
    defaultValues: { userId, note: "" },
  });
  const approve = api.admin.approveCreator.useMutation(
    useMutationFeedback({ form: approveForm, success: t("approvedToast", { name }), refresh: "always", onSuccess: () => setApproving(false) }),
  );
  const reject = api.admin.rejectCreator.useMutation(
    useMutationFeedback({ form: rejectForm, success: t("rejectedToast", { name }), refresh: "always", onSuccess: () => setRejecting(false) }),
  );
  return (
    <>
      <FormDialog
        trigger={t("approve")}
        title={t("approveTitle", { name })}
        description={t("approveDescription")}
        confirm={t("approve")}
        form={approveForm}
        open={approving}
        onOpenChange={setApproving}
        pending={approve.isPending}
        // The status as shown now (the page may have been read again since the form was made).
        onSubmit={(input) => approve.mutate({ ...input, seen: status })}
      >
        <NoteField control={approveForm.control} name="note" label={t("noteOptional")} />
      </FormDialog>
      {status === "pending" ? (
        <FormDialog
          destructive
          trigger={t("reject")}
          title={t("rejectTitle", { name })}
          description={t("rejectDescription")}
          confirm={t("reject")}
          form={rejectForm}
          open={rejecting}
          onOpenChange={setRejecting}
          pending={reject.isPending}
          onSubmit={(input) => reject.mutate(input)}
        >
          <NoteField control={rejectForm.control} name="note" label={t("reason")} />
        </FormDialog>
      ) : null}
    </>
  );
}
