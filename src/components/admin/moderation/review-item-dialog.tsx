"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import type { Decision, QueueItem } from "./moderation-queue";

/** The review dialog: approve, reject (with the reason the author reads) or escalate any open item. */
export function ReviewItemDialog({
  item,
  pending,
  onOpenChange,
  onDecide,
}: {
  item: QueueItem;
  pending: boolean;
  onOpenChange: (open: boolean) => void;
  onDecide: (decision: Decision, note: string) => void;
}) {
  const t = useTranslations("moderation.queue");
  const [note, setNote] = useState("");
  const [missingReason, setMissingReason] = useState(false);
  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t("close")}>
        <DialogHeader>
          <DialogTitle>{t("reviewTitle")}</DialogTitle>
          <DialogDescription className="break-words">{item.title || t(`subjects.${item.subject}`)}</DialogDescription>
        </DialogHeader>
        <div className="flex flex-col gap-2">
          <Label htmlFor="moderation-note">{t("reason")}</Label>
          <Textarea
            id="moderation-note"
            value={note}
            maxLength={1000}
            aria-invalid={missingReason}
            aria-describedby={missingReason ? "moderation-note-error" : undefined}
            onChange={(event) => {
              setNote(event.target.value);
              setMissingReason(false);
            }}
          />
          {missingReason ? (
            <p id="moderation-note-error" className="text-sm text-destructive">
              {t("reasonMissing")}
            </p>
          ) : null}
        </div>
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="outline" disabled={pending} onClick={() => onDecide("approve", note)}>
            {t("approve")}
          </Button>
          {item.status !== "escalated" ? (
            <Button variant="secondary" disabled={pending} onClick={() => onDecide("escalate", note)}>
              {t("escalate")}
            </Button>
          ) : null}
          <Button
            variant="destructive"
            disabled={pending}
            onClick={() => (note.trim() ? onDecide("reject", note) : setMissingReason(true))}
          >
            {t("reject")}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
