"use client";

import { Loader2Icon } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { schemaResolver } from "@/components/forms/schema-resolver";
import { useMutationFeedback } from "@/components/forms/use-mutation-feedback";
import { Button } from "@/components/ui/button";
import { ScriptButton } from "@/components/ui/script-button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { Form, FormRootMessage } from "@/components/ui/form";
import type { AdminKind } from "@/lib/admin/admin-kinds";
import { grantAdminRoleSchema, revokeAdminRoleSchema } from "@/lib/admin/admin-role-input";
import { api } from "@/trpc/react";
import { AdminKindField } from "./admin-kind-field";

const grantResolver = schemaResolver(grantAdminRoleSchema);
const revokeResolver = schemaResolver(revokeAdminRoleSchema);

/**
 * Makes an account an admin of one kind (a dialog to pick it), or takes the admin role back. The server
 * decides who may (settings_edit; a super admin for super admins); a refusal shows in the dialog.
 */
export function AdminRoleAction({ userId, isAdmin, kinds }: { userId: string; isAdmin: boolean; kinds: readonly AdminKind[] }) {
  const t = useTranslations("admin.user");
  const tAll = useTranslations();
  const [open, setOpen] = useState(false);
  const grantForm = useForm<z.input<typeof grantAdminRoleSchema>, unknown, z.output<typeof grantAdminRoleSchema>>({
    resolver: grantResolver,
    defaultValues: { userId, adminKind: kinds.includes("operations") ? "operations" : kinds[0]! },
  });
  const revokeForm = useForm<z.input<typeof revokeAdminRoleSchema>, unknown, z.output<typeof revokeAdminRoleSchema>>({
    resolver: revokeResolver,
    defaultValues: { userId },
  });
  const close = () => setOpen(false);
  const grant = api.admin.grantAdminRole.useMutation(useMutationFeedback({ form: grantForm, success: t("roleGranted"), onSuccess: close }));
  const revoke = api.admin.revokeAdminRole.useMutation(useMutationFeedback({ form: revokeForm, success: t("roleRevoked"), onSuccess: close }));
  const pending = grant.isPending || revoke.isPending;

  const confirm = (
    <Button type="submit" variant={isAdmin ? "destructive" : "default"} disabled={pending}>
      {pending ? <Loader2Icon aria-hidden className="animate-spin" /> : null}
      {isAdmin ? t("revokeAdminConfirm") : t("makeAdminConfirm")}
    </Button>
  );
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) {
          grantForm.clearErrors();
          revokeForm.clearErrors();
        }
      }}
    >
      <DialogTrigger asChild>
        <ScriptButton variant="outline">{isAdmin ? t("revokeAdmin") : t("makeAdmin")}</ScriptButton>
      </DialogTrigger>
      <DialogContent closeLabel={tAll("common.close")}>
        <DialogHeader>
          <DialogTitle>{isAdmin ? t("revokeAdminTitle") : t("makeAdminTitle")}</DialogTitle>
          <DialogDescription>{isAdmin ? t("revokeAdminDescription") : t("makeAdminDescription")}</DialogDescription>
        </DialogHeader>
        {isAdmin ? (
          <Form {...revokeForm}>
            <form className="flex flex-col gap-4" noValidate onSubmit={revokeForm.handleSubmit((input) => revoke.mutate(input))}>
              <FormRootMessage />
              {confirm}
            </form>
          </Form>
        ) : (
          <Form {...grantForm}>
            <form className="flex flex-col gap-4" noValidate onSubmit={grantForm.handleSubmit((input) => grant.mutate(input))}>
              <AdminKindField kinds={kinds} />
              <FormRootMessage />
              {confirm}
            </form>
          </Form>
        )}
      </DialogContent>
    </Dialog>
  );
}
