import { MailCheckIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Link } from "@/i18n/navigation";

/**
 * What every accepted sign-up shows: the link to follow is in the mailbox (new and taken addresses
 * alike). In development without SMTP the mailbox is the local outbox.
 */
export function SignUpSent({ email, showOutboxLink }: { email: string; showOutboxLink: boolean }) {
  const t = useTranslations("security.signUpSent");
  const auth = useTranslations("auth.sent");
  return (
    <div className="flex flex-col gap-4" role="status">
      <div className="flex items-center gap-3">
        <MailCheckIcon aria-hidden className="size-8 shrink-0 text-success" />
        <h2 className="text-lg font-semibold">{t("title")}</h2>
      </div>
      <p className="text-sm">{t("body", { email })}</p>
      <p className="text-sm text-muted-foreground">{t("spam")}</p>
      {showOutboxLink ? (
        <Button asChild variant="outline" className="h-auto min-h-10 whitespace-normal py-2 text-center">
          <Link href="/dev/outbox">{auth("outbox")}</Link>
        </Button>
      ) : null}
      <Link href="/login" className="text-sm font-medium text-primary underline-offset-4 hover:underline">
        {t("signIn")}
      </Link>
    </div>
  );
}
