import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { AuthCard } from "@/components/auth/auth-card";
import { SignUpForm } from "@/components/auth/signup-form";
import { Link } from "@/i18n/navigation";
import { type Locale } from "@/i18n/routing";
import { mailDelivery } from "@/server/auth/mail";
import { searchParam } from "@/lib/page-search-params";
import { nextPathFor, returnPathParam } from "@/server/auth/return-path";
import { getActor } from "@/server/auth/session";
import { ClientMessages } from "@/i18n/client-messages";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("auth.signup");
  return { title: t("metaTitle") };
}

/** Sign up as a fan or a creator (`?role=creator` preselects creator); the mailed link leads on to `returnTo` or home. */
export default async function SignUpPage({ params, searchParams }: PageProps<"/[locale]/signup">) {
  const [{ locale }, query, actor, t] = await Promise.all([params, searchParams, getActor(), getTranslations("auth")]);
  const returnTo = returnPathParam(query.returnTo);
  if (actor) redirect(nextPathFor(actor, returnTo, locale as Locale));

  return (
    <ClientMessages namespaces={["auth", "security.signUpSent", "errors", "validation"]}>
      <AuthCard
        title={t("signup.title")}
        description={t("signup.description")}
        footer={
          <>
            {t("signup.haveAccount")}{" "}
            <Link
              href={{ pathname: "/login", query: returnTo ? { returnTo } : {} }}
              className="font-medium text-primary underline-offset-4 hover:underline"
            >
              {t("signup.signInLink")}
            </Link>
          </>
        }
      >
        <SignUpForm
          returnTo={returnTo}
          defaultRole={searchParam(query.role) === "creator" ? "creator" : "fan"}
          showOutboxLink={mailDelivery.outbox}
        />
      </AuthCard>
    </ClientMessages>
  );
}
