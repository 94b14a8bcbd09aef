"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { toast } from "sonner";
import { api } from "@/trpc/react";
import { mutationErrorKey } from "@/components/forms/mutation-error";
import { ReasonDialog } from "./reason-dialog";

/** Verify a creator, or take the badge back, with a note kept in the audit log. */
export function VerifyCreatorAction({ userId, name, verified }: { userId: string; name: string; verified: boolean }) {
  const t = useTranslations("admin.creators");
  const router = useRouter();
  const verify = api.admin.verifyCreator.useMutation();
  return (
    <ReasonDialog
      trigger={t(verified ? "unverify" : "verify")}
      title={t(verified ? "unverifyTitle" : "verifyTitle", { name })}
      description={t(verified ? "unverifyDescription" : "verifyDescription")}
      label={t("note")}
      confirm={t(verified ? "unverify" : "verify")}
      destructive={verified}
      onConfirm={async (note) => {
        try {
          await verify.mutateAsync({ userId, verified: !verified, note });
          toast.success(t(verified ? "unverifiedToast" : "verifiedToast", { name }));
          router.refresh();
          return null;
        } catch (error) {
          router.refresh();
          return mutationErrorKey(error as Parameters<typeof mutationErrorKey>[0]);
        }
      }}
    />
  );
}
