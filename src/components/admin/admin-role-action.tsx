"use client";

import { Loader2Icon } from "lucide-react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import { OptionSelect } from "@/components/ui/select";
import type { AdminKind } from "@/server/db/schema";
import { api } from "@/trpc/react";
import { mutationErrorKey } from "@/components/forms/mutation-error";

/**
 * Makes an account an admin of one kind (a dialog to pick it), or takes the admin role back. The server
 * decides who may (settings_edit; a super admin for super admins); a refusal shows in the dialog.
 */
export function AdminRoleAction({ userId, isAdmin, kinds }: { userId: string; isAdmin: boolean; kinds: readonly AdminKind[] }) {
  const t = useTranslations("admin.user");
  const tAdmin = useTranslations("admin");
  const tAll = useTranslations();
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [kind, setKind] = useState<AdminKind>(kinds.includes("operations") ? "operations" : kinds[0]!);
  const [errorKey, setErrorKey] = useState<string | null>(null);
  const fieldId = useId();
  const done = (message: string) => {
    toast.success(message);
    setOpen(false);
    setErrorKey(null);
    router.refresh();
  };
  const grant = api.admin.grantAdminRole.useMutation({
    onSuccess: () => done(t("roleGranted")),
    onError: (error) => setErrorKey(mutationErrorKey(error)),
  });
  const revoke = api.admin.revokeAdminRole.useMutation({
    onSuccess: () => done(t("roleRevoked")),
    onError: (error) => setErrorKey(mutationErrorKey(error)),
  });
  const pending = grant.isPending || revoke.isPending;

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) setErrorKey(null);
      }}
    >
      <DialogTrigger asChild>
        <Button variant="outline">{isAdmin ? t("revokeAdmin") : t("makeAdmin")}</Button>
      </DialogTrigger>
      <DialogContent closeLabel={tAll("common.close")}>
        <DialogHeader>
          <DialogTitle>{isAdmin ? t("revokeAdminTitle") : t("makeAdminTitle")}</DialogTitle>
          <DialogDescription>{isAdmin ? t("revokeAdminDescription") : t("makeAdminDescription")}</DialogDescription>
        </DialogHeader>
        <form
          className="flex flex-col gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            if (isAdmin) revoke.mutate({ userId });
            else grant.mutate({ userId, adminKind: kind });
          }}
        >
          {isAdmin ? null : (
            <div className="flex flex-col gap-2">
              <Label htmlFor={fieldId}>{tAdmin("roles.kind")}</Label>
              <OptionSelect
                id={fieldId}
                value={kind}
                onValueChange={(value) => setKind(value as AdminKind)}
                options={kinds.map((value) => ({ value, label: tAdmin(`kinds.${value}`) }))}
              />
            </div>
          )}
          {errorKey ? (
            <p role="alert" className="text-sm text-destructive">
              {tAll(errorKey as never)}
            </p>
          ) : null}
          <Button type="submit" variant={isAdmin ? "destructive" : "default"} disabled={pending}>
            {pending ? <Loader2Icon aria-hidden className="animate-spin" /> : null}
            {isAdmin ? t("revokeAdminConfirm") : t("makeAdminConfirm")}
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}
