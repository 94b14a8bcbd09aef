"use client";

import { useTranslations } from "next-intl";
import { useFormContext } from "react-hook-form";
import { FormSelectField } from "@/components/ui/form-select-field";
import type { AdminKind } from "@/lib/admin/admin-kinds";

/**
 * The kind of admin an account is made or changed to, among the kinds the actor may give: the `adminKind` field of
 * the <Form> around it (making an admin, editing an admin's access).
 */
export function AdminKindField({ kinds }: { kinds: readonly AdminKind[] }) {
  const t = useTranslations("admin");
  const { control } = useFormContext<{ adminKind: AdminKind }>();
  return (
    <FormSelectField
      control={control}
      name="adminKind"
      label={t("roles.kind")}
      options={kinds.map((kind) => ({ value: kind, label: t(`kinds.${kind}`) }))}
      className="gap-1.5"
      alert
    />
  );
}
