import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { AuthCard } from "@/components/auth/auth-card";
import { FormAlert } from "@/components/forms/form-messages";
import { ResetPasswordForm } from "@/components/auth/reset-password-form";
import { Link } from "@/i18n/navigation";
import { ClientMessages } from "@/i18n/client-messages";
import { RESET_TOKEN_PATTERN } from "@/server/auth/password-reset-link";
import { searchParam } from "@/lib/page-search-params";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("auth.reset");
  return { title: t("metaTitle") };
}

/** Where a mailed reset link lands: the new password form (the link is checked again when it is sent). */
export default async function ResetPasswordPage({ searchParams }: PageProps<"/[locale]/reset-password">) {
  const [query, t] = await Promise.all([searchParams, getTranslations("auth")]);
  const token = searchParam(query.token) ?? "";
  return (
    <ClientMessages namespaces={["auth", "validation", "errors", "security"]}>
      <AuthCard title={t("reset.title")} description={t("reset.description")}>
        {RESET_TOKEN_PATTERN.test(token) ? (
          <ResetPasswordForm token={token} />
        ) : (
          <FormAlert>
            {t("reset.linkInvalid")}{" "}
            <Link href="/forgot-password" className="font-medium underline underline-offset-4">
              {t("reset.askAgain")}
            </Link>
          </FormAlert>
        )}
      </AuthCard>
    </ClientMessages>
  );
}
