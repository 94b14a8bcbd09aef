import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ClientMessages } from "@/i18n/client-messages";
import { ModerationQueue } from "@/components/admin/moderation/moderation-queue";
import { isAdminWith } from "@/server/auth/authorize";
import { guardAdminPage } from "@/server/auth/guard-admin-page";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("moderation.queue");
  return { title: t("title") };
}

/** Screen 14: the moderation queue, for admins holding content_moderate (anyone else: not found). */
export default async function ModerationPage() {
  const actor = await guardAdminPage("/admin/moderation");
  const t = await getTranslations("moderation.queue");
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-8">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold tracking-tight">{t("title")}</h1>
        <p className="text-muted-foreground">{t("description")}</p>
      </header>
      <ClientMessages namespaces={["admin", "moderation", "validation.invalid"]}>
        <ModerationQueue isSuperAdmin={actor.adminKind === "super_admin"} canSuspend={isAdminWith(actor, "users_edit")} />
      </ClientMessages>
    </div>
  );
}
