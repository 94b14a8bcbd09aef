import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { AuthCard } from "@/components/auth/auth-card";
import { FormAlert } from "@/components/forms/form-messages";
import { Button } from "@/components/ui/button";
import { Link } from "@/i18n/navigation";
import { type Locale } from "@/i18n/routing";
import { localizeHref } from "@/lib/locale-links";
import { searchParam } from "@/lib/page-search-params";
import { nextPathFor, returnPathParam } from "@/server/auth/return-path";
import { getActor } from "@/server/auth/session";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("auth.callback");
  return { title: t("metaTitle") };
}

const ERROR_KEYS: Record<string, string> = {
  Verification: "linkExpired",
  OAuthAccountNotLinked: "accountNotLinked",
  AccessDenied: "accessDenied",
};

/**
 * Where every sign-in returns (password, magic link, Google, Facebook): sends the signed-in user
 * on to `returnTo` or their home, or explains why the sign-in did not work.
 */
export default async function AuthCallbackPage({ params, searchParams }: PageProps<"/[locale]/auth/callback">) {
  const [{ locale }, query] = await Promise.all([params, searchParams]);
  const returnTo = returnPathParam(query.returnTo);
  const error = searchParam(query.error);
  const loginHref = { pathname: "/login", query: returnTo ? { returnTo } : {} };

  if (!error) {
    const actor = await getActor();
    if (actor) redirect(nextPathFor(actor, returnTo, locale as Locale));
    redirect(localizeHref(`/login${returnTo ? `?${new URLSearchParams({ returnTo })}` : ""}`, locale as Locale));
  }

  const t = await getTranslations("auth.callback");
  return (
    <AuthCard title={t("title")}>
      <FormAlert>{t(ERROR_KEYS[error] ?? "failed")}</FormAlert>
      <Button asChild size="lg">
        <Link href={loginHref}>{t("backToLogin")}</Link>
      </Button>
    </AuthCard>
  );
}
