import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { OutboxMail } from "@/components/auth/outbox-mail";
import { env } from "@/env";
import { type Locale } from "@/i18n/routing";
import { listOutbox } from "@/server/auth/mail";
import { getDb } from "@/server/db";

export const dynamic = "force-dynamic";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("auth.outbox");
  return { title: t("metaTitle"), robots: { index: false } };
}

/** Development only: the mail kept locally when no SMTP server is set, newest first. */
export default async function DevOutboxPage({ params }: PageProps<"/[locale]/dev/outbox">) {
  if (env.NODE_ENV === "production") notFound();
  const [{ locale }, t, mails] = await Promise.all([params, getTranslations("auth.outbox"), listOutbox(getDb())]);
  return (
    <section className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-8 sm:py-12">
      <header className="flex flex-col gap-1.5">
        <h1 className="text-2xl font-semibold tracking-tight">{t("title")}</h1>
        <p className="text-sm text-muted-foreground">{t("description")}</p>
      </header>
      {mails.length === 0 ? (
        <p className="rounded-lg border border-dashed p-6 text-center text-sm text-muted-foreground">{t("empty")}</p>
      ) : (
        <ol className="flex flex-col gap-4">
          {mails.map((mail) => (
            <li key={mail.id}>
              <OutboxMail mail={mail} locale={locale as Locale} />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
