"use client";

import { Loader2Icon } from "lucide-react";
import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";

/**
 * A console action that needs a written reason or note (suspend, verify, refund): a button opening a dialog with
 * the caller's own fields, if any, and the text field; `onConfirm` runs the mutation and answers a message key on failure (shown under the field).
 */
export function ReasonDialog({
  trigger,
  title,
  description,
  label,
  confirm,
  destructive = false,
  children,
  onConfirm,
}: {
  trigger: string;
  title: string;
  description: string;
  label: string;
  confirm: string;
  destructive?: boolean;
  /** Fields asked for before the reason (an amount, a duration), kept by the caller. */
  children?: React.ReactNode;
  onConfirm: (reason: string) => Promise<string | null>;
}) {
  const t = useTranslations();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState("");
  const [errorKey, setErrorKey] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const fieldId = useId();

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setPending(true);
    const failure = await onConfirm(reason);
    setPending(false);
    setErrorKey(failure);
    if (!failure) {
      setOpen(false);
      setReason("");
    }
  }

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant={destructive ? "destructive" : "outline"}>{trigger}</Button>
      </DialogTrigger>
      <DialogContent closeLabel={t("common.close")}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} className="flex flex-col gap-3">
          {children}
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={fieldId}>{label}</Label>
            <Textarea
              id={fieldId}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              maxLength={500}
              required
              aria-invalid={errorKey ? true : undefined}
              aria-describedby={errorKey ? `${fieldId}-error` : undefined}
            />
            {errorKey ? (
              <p id={`${fieldId}-error`} role="alert" className="text-sm text-destructive">
                {t(errorKey as never)}
              </p>
            ) : null}
          </div>
          <Button type="submit" variant={destructive ? "destructive" : "default"} disabled={pending}>
            {pending ? <Loader2Icon aria-hidden className="animate-spin" /> : null}
            {confirm}
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}
