"use client";

import { useLocale, useTranslations } from "next-intl";
import type { Locale } from "@/i18n/routing";
import { formatDate } from "@/lib/locale-format";
import type { RouterOutputs } from "@/trpc/react";
import { RequestFacts } from "@/components/video-requests/creator/request-facts";

export type StudioRequest = RouterOutputs["videoRequests"]["studio"][number];

/** What the fan asked for, kept beside the camera while the creator records: who, what for, how to say it. */
export function RequestBrief({ request }: { request: StudioRequest }) {
  const t = useTranslations("studioFlow.brief");
  const locale = useLocale() as Locale;
  return (
    <section aria-labelledby="studio-brief" className="flex flex-col gap-3 rounded-xl border border-primary/30 bg-primary/5 p-4" data-testid="request-brief">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="studio-brief" className="text-base font-semibold">
          {t("title")}
        </h2>
        {request.dueAt ? <span className="text-sm text-muted-foreground">{t("due", { date: formatDate(request.dueAt, locale) })}</span> : null}
      </div>
      <RequestFacts request={request} />
      <div className="flex flex-col gap-1 text-sm">
        <h3 className="font-medium">{t("instructions")}</h3>
        <p className="break-words whitespace-pre-line">{request.instructions}</p>
      </div>
    </section>
  );
}
