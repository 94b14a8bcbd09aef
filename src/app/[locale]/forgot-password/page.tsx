import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { AuthCard } from "@/components/auth/auth-card";
import { ForgotPasswordForm } from "@/components/auth/forgot-password-form";
import { Link } from "@/i18n/navigation";
import { ClientMessages } from "@/i18n/client-messages";
import { mailDelivery } from "@/server/auth/mail";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("auth.forgot");
  return { title: t("metaTitle") };
}

export default async function ForgotPasswordPage() {
  const t = await getTranslations("auth");
  return (
    <ClientMessages namespaces={["auth", "validation", "errors", "security"]}>
      <AuthCard
        title={t("forgot.title")}
        description={t("forgot.description")}
        footer={
          <Link href="/login" className="font-medium text-primary underline-offset-4 hover:underline">
            {t("forgot.backToLogin")}
          </Link>
        }
      >
        <ForgotPasswordForm showOutboxLink={mailDelivery.outbox} />
      </AuthCard>
    </ClientMessages>
  );
}
