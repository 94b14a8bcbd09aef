"use client";

import { Loader2Icon } from "lucide-react";
import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { OptionSelect } from "@/components/ui/select";
import type { Permission } from "@/server/auth/permissions";
import type { AdminKind } from "@/server/db/schema";
import { api } from "@/trpc/react";
import { useMutationFeedback } from "@/components/forms/use-mutation-feedback";

/**
 * One admin's kind and extra permissions, saved together. The server checks the access is still what this
 * editor loaded (else a conflict, and the page is read again).
 */
export function AdminAccessEditor({
  userId,
  adminKind,
  permissions,
  kinds,
  allPermissions,
}: {
  userId: string;
  adminKind: AdminKind;
  permissions: string[];
  kinds: readonly AdminKind[];
  allPermissions: readonly Permission[];
}) {
  const t = useTranslations("admin");
  const id = useId();
  const [kind, setKind] = useState<AdminKind>(adminKind);
  const [granted, setGranted] = useState<string[]>(permissions);
  const save = api.admin.setAdminAccess.useMutation(useMutationFeedback({ success: t("roles.saved"), refresh: "always" }));
  const toggle = (permission: string, on: boolean) =>
    setGranted((list) => (on ? [...list, permission] : list.filter((item) => item !== permission)));
  return (
    <form
      className="flex flex-col gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate({ userId, adminKind: kind, permissions: granted as Permission[], expected: { adminKind, permissions } });
      }}
    >
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-kind`}>{t("roles.kind")}</Label>
        <OptionSelect
          id={`${id}-kind`}
          value={kind}
          onValueChange={(value) => setKind(value as AdminKind)}
          options={kinds.map((item) => ({ value: item, label: t(`kinds.${item}`) }))}
        />
      </div>
      <fieldset className="flex flex-col gap-1.5">
        <legend className="mb-1 text-sm font-medium">{t("roles.extra")}</legend>
        <div className="grid gap-1.5 sm:grid-cols-2">
          {allPermissions.map((permission) => (
            <label key={permission} className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                className="size-4"
                checked={granted.includes(permission)}
                onChange={(event) => toggle(permission, event.target.checked)}
              />
              {t(`permissions.${permission}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <Button type="submit" className="w-fit" disabled={save.isPending}>
        {save.isPending ? <Loader2Icon aria-hidden className="animate-spin" /> : null}
        {t("roles.save")}
      </Button>
    </form>
  );
}
