import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { AuthCard } from "@/components/auth/auth-card";
import { LoginForm } from "@/components/auth/login-form";
import { SocialSignIn } from "@/components/auth/social-sign-in";
import { socialProviders } from "@/env";
import { Link } from "@/i18n/navigation";
import { type Locale } from "@/i18n/routing";
import { mailDelivery } from "@/server/auth/mail";
import { searchParam } from "@/lib/page-search-params";
import { nextPathFor, returnPathParam } from "@/server/auth/return-path";
import { getActor } from "@/server/auth/session";
import { credentialsErrorKey } from "@/server/auth/sign-in-refusals";
import { ClientMessages } from "@/i18n/client-messages";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("auth.login");
  return { title: t("metaTitle") };
}

/** Errors Auth.js reports by sending the visitor back here (`?error=...&code=...`). */
function errorKeyOf(error: string | undefined, code: string | undefined) {
  if (!error) return undefined;
  if (error === "CredentialsSignin") return credentialsErrorKey(code);
  if (error === "OAuthAccountNotLinked") return "auth.callback.accountNotLinked";
  return "auth.callback.failed";
}

export default async function LoginPage({ params, searchParams }: PageProps<"/[locale]/login">) {
  const [{ locale }, query, actor, t] = await Promise.all([params, searchParams, getActor(), getTranslations("auth")]);
  const returnTo = returnPathParam(query.returnTo);
  if (actor) redirect(nextPathFor(actor, returnTo, locale as Locale));

  const providers = (["google", "facebook"] as const).filter((provider) => socialProviders[provider]);
  return (
    <ClientMessages namespaces={["auth", "admin.signIn", "errors", "validation"]}>
      <AuthCard
        title={t("login.title")}
        description={t("login.description")}
        footer={
          <>
            {t("login.noAccount")}{" "}
            <Link
              href={{ pathname: "/signup", query: returnTo ? { returnTo } : {} }}
              className="font-medium text-primary underline-offset-4 hover:underline"
            >
              {t("login.signUpLink")}
            </Link>
          </>
        }
      >
        <LoginForm
          returnTo={returnTo}
          initialErrorKey={errorKeyOf(searchParam(query.error), searchParam(query.code))}
          magicLink={mailDelivery.available}
          showOutboxLink={mailDelivery.outbox}
        />
        <SocialSignIn providers={[...providers]} returnTo={returnTo} />
      </AuthCard>
    </ClientMessages>
  );
}
