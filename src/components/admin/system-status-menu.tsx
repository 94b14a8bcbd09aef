"use client";

import { ActivityIcon, Loader2Icon } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { ScriptButton } from "@/components/ui/script-button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import type { Locale } from "@/i18n/routing";
import { formatDate } from "@/lib/locale-format";
import { cn } from "@/lib/utils";
import { api } from "@/trpc/react";
import { SystemHealthList } from "./system-health-list";

/** Checked again each minute while the console is open. */
const STATUS_REFRESH_MS = 60_000;

/** The top bar's system status: a dot (green, or amber when something needs a look) and the details on open. */
export function SystemStatusMenu() {
  const t = useTranslations("admin.status");
  const locale = useLocale() as Locale;
  const status = api.admin.systemStatus.useQuery(undefined, { refetchInterval: STATUS_REFRESH_MS });
  const data = status.data;
  const degraded = status.isError || (data ? data.database.slow || !data.jobs || data.jobs.failedLastHour > 0 : false);
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <ScriptButton variant="ghost" size="icon" aria-label={t(degraded ? "triggerDegraded" : "trigger")} className="relative">
          <ActivityIcon aria-hidden />
          <span
            aria-hidden
            className={cn(
              "absolute top-2 right-2 size-2 rounded-full",
              status.isPending ? "bg-muted-foreground" : degraded ? "bg-amber-500" : "bg-emerald-500",
            )}
          />
        </ScriptButton>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-72">
        <DropdownMenuLabel>{t("title")}</DropdownMenuLabel>
        <DropdownMenuSeparator />
        {status.isPending ? (
          <p role="status" className="flex items-center gap-2 px-2 py-1.5 text-sm text-muted-foreground">
            <Loader2Icon aria-hidden className="size-4 animate-spin" />
            {t("loading")}
          </p>
        ) : !data ? (
          <p role="alert" className="px-2 py-1.5 text-sm text-destructive">
            {t("failed")}
          </p>
        ) : (
          <div className="px-2 py-1.5">
          <SystemHealthList status={data} />
          <p className="pt-2 text-xs text-muted-foreground">
            {t("checkedAt", { time: formatDate(data.checkedAt, locale, { timeStyle: "medium" }) })}
          </p>
          </div>
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
