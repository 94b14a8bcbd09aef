"use client";

import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";

const MINUTE = 60_000;

/** Time left before a request's deadline and, after it, before it expires (the grace); refreshed each minute. */
export function DeadlineCountdown({ dueAt, expiresAt }: { dueAt: Date; expiresAt: Date }) {
  const t = useTranslations("inbox.countdown");
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), MINUTE);
    return () => clearInterval(timer);
  }, []);
  const left = (until: Date) => {
    const minutes = Math.max(0, Math.floor((until.getTime() - now) / MINUTE));
    return { days: Math.floor(minutes / 1440), hours: Math.floor((minutes % 1440) / 60), minutes: minutes % 60 };
  };
  if (dueAt.getTime() > now) return <span>{t("dueIn", left(dueAt))}</span>;
  if (expiresAt.getTime() > now) return <span className="font-medium text-destructive">{t("graceLeft", left(expiresAt))}</span>;
  return <span className="text-destructive">{t("overdue")}</span>;
}
