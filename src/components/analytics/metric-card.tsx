"use client";

import { useTranslations } from "next-intl";
import type * as React from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ScriptButton } from "@/components/ui/script-button";
import { Card } from "@/components/ui/card";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import type { MetricStatus } from "@/lib/analytics/targets";
import { cn } from "@/lib/utils";

const STATUS_CLASSES: Record<MetricStatus, string> = {
  good: "border-emerald-600/40 bg-emerald-50 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200",
  warning: "border-amber-600/40 bg-amber-50 text-amber-900 dark:bg-amber-950 dark:text-amber-200",
  critical: "border-red-600/40 bg-red-50 text-red-800 dark:bg-red-950 dark:text-red-200",
};

function StatusBadge({ status }: { status: MetricStatus }) {
  const t = useTranslations("creatorAnalytics.status");
  return (
    <Badge variant="outline" className={cn(STATUS_CLASSES[status])}>
      {t(status)}
    </Badge>
  );
}

/** A metric's detail: its series as a table the reader can read and download. */
export interface MetricDetail {
  columns: [string, string];
  rows: [string, string][];
  filename: string;
}

function downloadCsv({ columns, rows, filename }: MetricDetail) {
  const cell = (value: string) => (/[",\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);
  const csv = [columns, ...rows].map((row) => row.map(cell).join(",")).join("\r\n") + "\r\n";
  const url = URL.createObjectURL(new Blob([csv], { type: "text/csv;charset=utf-8" }));
  const link = Object.assign(document.createElement("a"), { href: url, download: filename });
  link.click();
  URL.revokeObjectURL(url);
}

/** One analytics card: title, current value, change, status, optional platform average, chart and Analyze. */
export function MetricCard({
  title,
  value,
  change,
  status,
  note,
  detail,
  children,
  testId,
}: {
  title: string;
  value: React.ReactNode;
  change: string;
  status: MetricStatus;
  note?: React.ReactNode;
  detail: MetricDetail;
  children: React.ReactNode;
  testId: string;
}) {
  const t = useTranslations("creatorAnalytics");
  return (
    <Card className="flex min-w-0 flex-col gap-3 p-5" data-testid={testId}>
      <div className="flex items-start justify-between gap-2">
        <h3 className="font-semibold">{title}</h3>
        <StatusBadge status={status} />
      </div>
      <p className="text-3xl font-bold tabular-nums">{value}</p>
      <p className="text-sm text-muted-foreground">{change}</p>
      {note ? <p className="text-sm text-muted-foreground">{note}</p> : null}
      <div className="min-h-32">{children}</div>
      <Dialog>
        <DialogTrigger asChild>
          <ScriptButton variant="outline" size="sm" className="self-start">
            {t("analyze")}
          </ScriptButton>
        </DialogTrigger>
        <DialogContent closeLabel={t("close")} className="max-h-[85vh] overflow-y-auto">
          <DialogHeader>
            <DialogTitle>{title}</DialogTitle>
            <DialogDescription>{change}</DialogDescription>
          </DialogHeader>
          {detail.rows.length === 0 ? (
            <p className="text-muted-foreground">{t("empty")}</p>
          ) : (
            <table className="w-full text-sm">
              <thead className="text-left text-muted-foreground">
                <tr>
                  <th scope="col" className="py-1 font-medium">{detail.columns[0]}</th>
                  <th scope="col" className="py-1 text-right font-medium">{detail.columns[1]}</th>
                </tr>
              </thead>
              <tbody>
                {detail.rows.map(([label, cellValue]) => (
                  <tr key={label} className="border-t">
                    <td className="py-1">{label}</td>
                    <td className="py-1 text-right tabular-nums">{cellValue}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="secondary" onClick={() => downloadCsv(detail)} disabled={detail.rows.length === 0}>
              {t("downloadCsv")}
            </Button>
            <DialogClose asChild>
              <Button variant="outline">{t("close")}</Button>
            </DialogClose>
          </div>
        </DialogContent>
      </Dialog>
    </Card>
  );
}
