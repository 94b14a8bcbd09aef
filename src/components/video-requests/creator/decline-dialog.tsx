"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";

/** Asks the creator for the reason the fan will read before declining. */
export function DeclineDialog({
  open,
  onOpenChange,
  onDecline,
  pending,
  fieldError,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onDecline: (reason: string) => void;
  pending: boolean;
  fieldError?: string;
}) {
  const t = useTranslations("inbox");
  const tAll = useTranslations();
  const [reason, setReason] = useState("");
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t("decline.close")}>
        <DialogHeader>
          <DialogTitle>{t("decline.title")}</DialogTitle>
          <DialogDescription>{t("decline.description")}</DialogDescription>
        </DialogHeader>
        <form
          className="flex flex-col gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            onDecline(reason);
          }}
        >
          <Label htmlFor="decline-reason">{t("decline.reason")}</Label>
          <Textarea
            id="decline-reason"
            value={reason}
            maxLength={500}
            onChange={(event) => setReason(event.target.value)}
            aria-invalid={Boolean(fieldError)}
            aria-describedby={fieldError ? "decline-reason-error" : undefined}
          />
          {fieldError ? (
            <p id="decline-reason-error" className="text-sm text-destructive">
              {tAll.has(fieldError) ? tAll(fieldError) : t("decline.failed")}
            </p>
          ) : null}
          <div className="flex flex-wrap justify-end gap-2">
            <DialogClose asChild>
              <Button type="button" variant="outline">
                {t("decline.cancel")}
              </Button>
            </DialogClose>
            <Button type="submit" variant="destructive" disabled={pending}>
              {t("decline.confirm")}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
