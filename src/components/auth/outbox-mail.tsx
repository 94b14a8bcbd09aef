import { getTranslations } from "next-intl/server";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { type Locale } from "@/i18n/routing";
import { formatDate } from "@/lib/locale-format";

const URL_PATTERN = /(https?:\/\/[^\s<>"]+)/g;

/** One mail (or text message, labelled as not sent: no SMS provider is configured) of the local outbox, with its links clickable. */
export async function OutboxMail({
  mail,
  locale,
}: {
  mail: { channel: "email" | "sms"; to: string; subject: string; text: string; createdAt: Date };
  locale: Locale;
}) {
  const t = await getTranslations("auth.outbox");
  return (
    <Card>
      <CardHeader className="gap-1 pb-3">
        <CardTitle className="text-base">{mail.channel === "sms" ? t("smsTitle") : mail.subject}</CardTitle>
        <dl className="grid grid-cols-[auto_1fr] gap-x-2 text-sm text-muted-foreground">
          <dt>{t("to")}</dt>
          <dd className="break-all">{mail.to}</dd>
          <dt>{t("sentAt")}</dt>
          <dd>
            <time dateTime={mail.createdAt.toISOString()}>
              {formatDate(mail.createdAt, locale, { dateStyle: "medium", timeStyle: "medium" })}
            </time>
          </dd>
        </dl>
      </CardHeader>
      <CardContent>
        <p className="whitespace-pre-wrap text-sm">
          {mail.text.split(URL_PATTERN).map((part, index) =>
            index % 2 === 1 ? (
              <a key={index} href={part} className="break-all font-medium text-primary underline underline-offset-2">
                {part}
              </a>
            ) : (
              part
            ),
          )}
        </p>
      </CardContent>
    </Card>
  );
}
