"use client";

import { useLocale, useTranslations } from "next-intl";
import type { Locale } from "@/i18n/routing";
import { formatDate } from "@/lib/locale-format";
import { cn } from "@/lib/utils";
import type { RouterOutputs } from "@/trpc/react";

type SystemStatus = RouterOutputs["admin"]["systemStatus"];

/** The health readings (database, job queue, storage, payment modes, version), amber where one needs a look. */
export function SystemHealthList({ status }: { status: SystemStatus }) {
  const t = useTranslations("admin.status");
  const locale = useLocale() as Locale;
  return (
    <dl className="flex flex-col gap-1.5 text-sm">
      <Row label={t("database")} value={t("latency", { ms: status.database.latencyMs })} warn={status.database.slow} />
      <Row
        label={t("jobs")}
        value={status.jobs ? t("jobsValue", { queued: status.jobs.queued, active: status.jobs.active }) : t("jobsMissing")}
        warn={!status.jobs}
      />
      {status.jobs ? <Row label={t("failedLastHour")} value={String(status.jobs.failedLastHour)} warn={status.jobs.failedLastHour > 0} /> : null}
      {status.jobs?.oldestQueuedAt ? (
        <Row label={t("oldestWaiting")} value={formatDate(new Date(status.jobs.oldestQueuedAt), locale, { timeStyle: "short" })} />
      ) : null}
      <Row label={t("storage")} value={t(`storageKinds.${status.storage}`)} />
      <Row label={t("card")} value={t(`modes.${status.payments.card}`)} />
      <Row label={t("moncash")} value={t(`modes.${status.payments.moncash}`)} />
      <Row label={t("version")} value={status.version} />
    </dl>
  );
}

export function Row({ label, value, warn = false }: { label: string; value: string; warn?: boolean }) {
  return (
    <div className="flex items-center justify-between gap-3">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className={cn("text-right font-medium", warn && "text-amber-700")}>{value}</dd>
    </div>
  );
}
