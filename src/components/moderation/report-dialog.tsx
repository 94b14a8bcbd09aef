"use client";

import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { MODERATION_CATEGORY_GROUPS, type ModerationCategory, REPORT_LIMITS, type ReportSubject } from "@/lib/moderation/categories";
import { api } from "@/trpc/react";

/** The report form: the spec's categories in their three groups (one or more) and an optional note. */
export function ReportDialog({
  subject,
  subjectId,
  open,
  onOpenChange,
}: {
  subject: ReportSubject;
  subjectId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const t = useTranslations("moderation");
  const tAll = useTranslations();
  const id = useId();
  const [categories, setCategories] = useState<ModerationCategory[]>([]);
  const [note, setNote] = useState("");
  const [error, setError] = useState<string | null>(null);
  const report = api.moderation.report.useMutation({
    onSuccess: () => {
      toast.success(t("thanks"));
      onOpenChange(false);
    },
    onError: (failure) => {
      const key = Object.values(failure.data?.fieldErrors ?? {})[0] ?? failure.data?.messageKey ?? "errors.unexpected";
      setError(tAll.has(key) ? tAll(key) : tAll("errors.unexpected"));
    },
  });
  const toggle = (category: ModerationCategory, checked: boolean) =>
    setCategories((current) => (checked ? [...current, category] : current.filter((c) => c !== category)));

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t("cancel")} className="max-h-[90dvh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{t("reportTitle", { subject })}</DialogTitle>
          <DialogDescription>{t("reportDescription")}</DialogDescription>
        </DialogHeader>
        <form
          className="flex flex-col gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            setError(null);
            if (categories.length === 0) {
              setError(tAll("moderation.validation.category"));
              return;
            }
            report.mutate({ subject, subjectId, categories, note });
          }}
        >
          {(Object.keys(MODERATION_CATEGORY_GROUPS) as (keyof typeof MODERATION_CATEGORY_GROUPS)[]).map((group) => (
            <fieldset key={group} className="flex flex-col gap-2">
              <legend className="mb-1 text-sm font-semibold">{t(`groups.${group}`)}</legend>
              <div className="grid gap-x-4 gap-y-2 sm:grid-cols-2">
                {MODERATION_CATEGORY_GROUPS[group].map((category) => (
                  <label key={category} className="flex min-h-8 items-center gap-2 text-sm">
                    <input
                      type="checkbox"
                      className="size-4 accent-primary"
                      checked={categories.includes(category)}
                      onChange={(event) => toggle(category, event.target.checked)}
                    />
                    {t(`categories.${category}`)}
                  </label>
                ))}
              </div>
            </fieldset>
          ))}
          <div className="flex flex-col gap-2">
            <Label htmlFor={`${id}-note`}>{t("note")}</Label>
            <Textarea id={`${id}-note`} value={note} maxLength={REPORT_LIMITS.noteMax} onChange={(event) => setNote(event.target.value)} />
          </div>
          {error ? (
            <p role="alert" className="text-sm text-destructive">
              {error}
            </p>
          ) : null}
          <div className="flex flex-wrap justify-end gap-2">
            <DialogClose asChild>
              <Button type="button" variant="outline">
                {t("cancel")}
              </Button>
            </DialogClose>
            <Button type="submit" variant="destructive" disabled={report.isPending}>
              {report.isPending ? t("sending") : t("send")}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
