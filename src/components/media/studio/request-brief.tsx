"use client";

import { useLocale, useTranslations } from "next-intl";
import type { Locale } from "@/i18n/routing";
import { formatDate } from "@/lib/locale-format";
import type { RouterOutputs } from "@/trpc/react";

export type StudioRequest = RouterOutputs["videoRequests"]["studio"][number];

/** What the fan asked for, kept beside the camera while the creator records: who, what for, how to say it. */
export function RequestBrief({ request }: { request: StudioRequest }) {
  const t = useTranslations("studioFlow.brief");
  const occasions = useTranslations("booking.occasions");
  const relationships = useTranslations("booking.relationships");
  const locale = useLocale() as Locale;
  const rows: { label: string; value: string }[] = [
    { label: t("occasion"), value: occasions.has(request.occasion) ? occasions(request.occasion) : request.occasion },
    { label: t("recipient"), value: request.pronouns ? `${request.recipientName} (${request.pronouns})` : request.recipientName },
  ];
  if (request.fromName) rows.push({ label: t("from"), value: request.fromName });
  if (request.relationship) {
    rows.push({ label: t("relationship"), value: relationships.has(request.relationship) ? relationships(request.relationship) : request.relationship });
  }
  return (
    <section aria-labelledby="studio-brief" className="flex flex-col gap-3 rounded-xl border border-primary/30 bg-primary/5 p-4" data-testid="request-brief">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="studio-brief" className="text-base font-semibold">
          {t("title")}
        </h2>
        {request.dueAt ? <span className="text-sm text-muted-foreground">{t("due", { date: formatDate(request.dueAt, locale) })}</span> : null}
      </div>
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
        {rows.map((row) => (
          <div key={row.label} className="contents">
            <dt className="text-muted-foreground">{row.label}</dt>
            <dd className="font-medium break-words">{row.value}</dd>
          </div>
        ))}
      </dl>
      {request.specialDetails ? (
        <div className="flex flex-col gap-1 text-sm">
          <h3 className="font-medium">{t("specialDetails")}</h3>
          <p className="break-words whitespace-pre-line">{request.specialDetails}</p>
        </div>
      ) : null}
      <div className="flex flex-col gap-1 text-sm">
        <h3 className="font-medium">{t("instructions")}</h3>
        <p className="break-words whitespace-pre-line">{request.instructions}</p>
      </div>
    </section>
  );
}
