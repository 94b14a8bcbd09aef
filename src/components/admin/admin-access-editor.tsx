"use client";

import { Loader2Icon } from "lucide-react";
import { useTranslations } from "next-intl";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { schemaResolver } from "@/components/forms/schema-resolver";
import { useMutationFeedback } from "@/components/forms/use-mutation-feedback";
import { Button } from "@/components/ui/button";
import { Form, FormField, FormItem, FormMessage, FormRootMessage } from "@/components/ui/form";
import type { AdminKind } from "@/lib/admin/admin-kinds";
import { setAdminAccessSchema } from "@/lib/admin/admin-role-input";
import type { Permission } from "@/lib/admin/permission-names";
import { api } from "@/trpc/react";
import { AdminKindField } from "./admin-kind-field";

const resolver = schemaResolver(setAdminAccessSchema);

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
  const form = useForm<z.input<typeof setAdminAccessSchema>, unknown, z.output<typeof setAdminAccessSchema>>({
    resolver,
    defaultValues: { userId, adminKind, permissions: permissions as Permission[], expected: { adminKind, permissions } },
  });
  // `expected` is sent as the page shows it now (it is read again after each save).
  const save = api.admin.setAdminAccess.useMutation(useMutationFeedback({ form, success: t("roles.saved"), refresh: "always" }));
  return (
    <Form {...form}>
      <form className="flex flex-col gap-3" noValidate onSubmit={form.handleSubmit((input) => save.mutate({ ...input, expected: { adminKind, permissions } }))}>
        <AdminKindField kinds={kinds} />
        <FormField
          control={form.control}
          name="permissions"
          render={({ field }) => {
            const granted = field.value ?? [];
            const toggle = (permission: Permission, on: boolean) =>
              field.onChange(on ? [...granted, permission] : granted.filter((item) => item !== permission));
            return (
              <FormItem>
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
                <FormMessage role="alert" />
              </FormItem>
            );
          }}
        />
        <FormRootMessage />
        <Button type="submit" className="w-fit" disabled={save.isPending}>
          {save.isPending ? <Loader2Icon aria-hidden className="animate-spin" /> : null}
          {t("roles.save")}
        </Button>
      </form>
    </Form>
  );
}
