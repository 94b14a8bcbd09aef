"use client";

import { useTranslations } from "next-intl";
import { auditActionText } from "@/components/admin/audit-action-text";
import { ScriptButton } from "@/components/ui/script-button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";

export interface AuditEntryView {
  when: string;
  actor: string;
  actorRole: string | null;
  action: string;
  category: string;
  resource: string;
  resourceId: string | null;
  details: string;
  severity: string;
  success: boolean;
  ipAddress: string | null;
  userAgent: string | null;
  metadata: string | null;
}

/** Every field of one audit entry, in a dialog opened from its row. */
export function AuditEntryDialog({ entry }: { entry: AuditEntryView }) {
  const t = useTranslations("admin.audit");
  const tCommon = useTranslations("common");
  const rows: [string, string][] = [
    [t("when"), entry.when],
    [t("actor"), entry.actorRole ? `${entry.actor} (${entry.actorRole})` : entry.actor],
    [t("action"), entry.action],
    [t("category"), t(`categories.${entry.category}` as never)],
    [t("resource"), entry.resourceId ? `${entry.resource} · ${entry.resourceId}` : entry.resource],
    [t("severity"), t(`severities.${entry.severity}` as never)],
    [t("outcome"), t(entry.success ? "succeeded" : "failed")],
    [t("details"), entry.details || "—"],
    [t("ip"), entry.ipAddress ?? "—"],
    [t("userAgent"), entry.userAgent ?? "—"],
  ];
  return (
    <Dialog>
      <DialogTrigger asChild>
        <ScriptButton variant="ghost" size="sm">
          {t("open")}
        </ScriptButton>
      </DialogTrigger>
      <DialogContent closeLabel={tCommon("close")}>
        <DialogHeader>
          <DialogTitle>{auditActionText(entry.action, t)}</DialogTitle>
          <DialogDescription>{entry.when}</DialogDescription>
        </DialogHeader>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
          {rows.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-muted-foreground">{label}</dt>
              <dd className="break-words">{value}</dd>
            </div>
          ))}
        </dl>
        {entry.metadata ? <pre className="max-h-48 overflow-auto rounded-md bg-muted p-3 text-xs">{entry.metadata}</pre> : null}
      </DialogContent>
    </Dialog>
  );
}
