"use client";

import { useLocale, useTranslations } from "next-intl";
import type { Locale } from "@/i18n/routing";
import { formatRelative } from "@/lib/locale-format";
import { useEffect, useMemo, useRef, useState } from "react";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { useRouter } from "@/i18n/navigation";
import { qualityOf } from "@/lib/video-requests/quality-score";
import type { BookingCreator } from "./booking-creator";
import { creatorFanPath } from "../../../lib/video-requests/booking-paths";
import { DeliveryOptions } from "./delivery-options";
import { OrderReview } from "./order-review";
import { OrderSummary } from "./order-summary";
import { emptyDraft, type RequestDraft, removeDraft, saveDraft, useStoredDraft } from "./request-draft";
import { GiftOptions } from "./gift-options";
import { MessageCompletion, RecipientDetails, TemplatePicker } from "./message-details";
import { OccasionStep } from "./occasion-step";
import { InstructionsField, SpecialDetailsField, TextField } from "./request-fields";
import { useRequestForm } from "./use-request-form";
import { useSubmitRequest } from "./use-submit-request";
import { WizardSide } from "./wizard-side";
import { DRAFT_AUTOSAVE_MS, STEP_FIELDS, WIZARD_PAGE_STEPS, WIZARD_STEPS } from "./wizard-steps";

function DetailsStep({ form }: { form: ReturnType<typeof useRequestForm> }) {
  const t = useTranslations("booking");
  return (
    <div className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField form={form} field="recipientName" idPrefix="wizard" label={t("fields.recipientName")} maxLength={50} autoComplete="off" />
        <TextField form={form} field="fromName" idPrefix="wizard" label={t("fields.fromName")} maxLength={50} autoComplete="given-name" />
      </div>
      <RecipientDetails form={form} />
      <TemplatePicker form={form} />
      <InstructionsField form={form} idPrefix="wizard" />
      <MessageCompletion form={form} />
      <SpecialDetailsField form={form} idPrefix="wizard" />
      <GiftOptions form={form} />
    </div>
  );
}

/** The Cancel Booking dialog: Continue Editing, Save Draft & Exit, Exit Without Saving. */
function CancelDialog({ open, onOpenChange, onSaveAndExit, onDiscard }: { open: boolean; onOpenChange: (open: boolean) => void; onSaveAndExit: () => void; onDiscard: () => void }) {
  const t = useTranslations("booking.wizard.cancel");
  const tDialog = useTranslations("booking.dialog");
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={tDialog("close")}>
        <DialogHeader>
          <DialogTitle>{t("title")}</DialogTitle>
          <DialogDescription>{t("body")}</DialogDescription>
        </DialogHeader>
        <div className="flex flex-col gap-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
            {t("continue")}
          </Button>
          <Button type="button" variant="secondary" onClick={onSaveAndExit}>
            {t("save")}
          </Button>
          <Button type="button" variant="destructive" onClick={onDiscard}>
            {t("discard")}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}

function Wizard({ creator, stored }: { creator: BookingCreator; stored: RequestDraft | null }) {
  const t = useTranslations("booking.wizard");
  const locale = useLocale() as Locale;
  const router = useRouter();
  const form = useRequestForm(() => stored ?? emptyDraft("wizard"));
  // The notice names when the restored draft was saved; it stays as it was when the page opened.
  const [restoredAt] = useState(stored?.savedAt || null);
  const [step, setStep] = useState(Math.min(stored?.step ?? 0, WIZARD_PAGE_STEPS - 1));
  const [reached, setReached] = useState(step);
  const [cancelling, setCancelling] = useState(false);
  const { submit, pending } = useSubmitRequest(creator.id);
  const dirty = useRef(false);

  const draft = useMemo(() => ({ ...form.draft, step }), [form.draft, step]);
  // Saved after 1 s without changes (and on demand); nothing is stored before the fan types.
  useEffect(() => {
    if (!dirty.current) {
      dirty.current = true;
      return;
    }
    const timer = window.setTimeout(() => saveDraft(creator.id, draft), DRAFT_AUTOSAVE_MS);
    return () => window.clearTimeout(timer);
  }, [creator.id, draft]);

  const stepName = WIZARD_STEPS[step]!;
  const stepErrors = STEP_FIELDS[stepName].filter((field) => form.errors[field]);
  const allErrors = Object.values(form.errors);
  const quality = qualityOf(form.draft, allErrors.length);

  const next = () => {
    if (stepName === "review") {
      submit(form.draft);
      return;
    }
    form.touchAll(STEP_FIELDS[stepName]);
    if (stepErrors.length > 0) {
      toast.error(t("fixErrors"));
      return;
    }
    const to = step + 1;
    setStep(to);
    setReached((r) => Math.max(r, to));
    toast.success(t(`encourage.${stepName}`));
  };
  const hasProgress = Boolean(form.draft.occasion || form.draft.recipientName || form.draft.instructions);
  const exit = () => router.push(creatorFanPath(creator.id));

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <div className="flex flex-col gap-4">
        {restoredAt ? (
          <p role="status" className="rounded-md bg-secondary px-3 py-2 text-sm">
            {t("restored", { time: formatRelative(new Date(restoredAt), locale) })}
          </p>
        ) : null}
        <section aria-labelledby="wizard-step-title" className="flex flex-col gap-4 rounded-xl border bg-card p-4 sm:p-6">
          <div>
            <p className="text-xs text-muted-foreground">{t("stepOf", { step: step + 1, total: WIZARD_STEPS.length })}</p>
            <h2 id="wizard-step-title" className="text-xl font-semibold">
              {t(`steps.${stepName}`)}
            </h2>
            <p className="text-sm text-muted-foreground">{t(`descriptions.${stepName}`)}</p>
          </div>
          {stepName === "occasion" ? <OccasionStep form={form} /> : null}
          {stepName === "details" ? <DetailsStep form={form} /> : null}
          {stepName === "delivery" ? (
            <>
              <DeliveryOptions form={form} idPrefix="wizard" />
              <OrderSummary creatorId={creator.id} deliveryTier={form.draft.deliveryTier} promoCode={form.draft.promoCode} />
            </>
          ) : null}
          {stepName === "review" ? (
            <OrderReview
              creator={creator}
              form={form}
              pending={pending}
              onEdit={() => setStep(1)}
              onBack={() => setStep(step - 1)}
              onContinue={next}
              continueLabel={t("complete")}
            />
          ) : (
            <div className="flex flex-col-reverse gap-2 border-t pt-4 sm:flex-row sm:justify-between">
              <div className="flex flex-col-reverse gap-2 sm:flex-row">
                <Button type="button" variant="ghost" onClick={() => (hasProgress ? setCancelling(true) : exit())}>
                  {t("cancelButton")}
                </Button>
                <Button
                  type="button"
                  variant="outline"
                  onClick={() => {
                    saveDraft(creator.id, draft);
                    toast.success(t("draftSaved"));
                  }}
                >
                  {t("saveDraft")}
                </Button>
              </div>
              <div className="flex flex-col-reverse gap-2 sm:flex-row">
                {step > 0 ? (
                  <Button type="button" variant="outline" onClick={() => setStep(step - 1)}>
                    {t("previous")}
                  </Button>
                ) : null}
                <Button type="button" onClick={next}>
                  {t("next")}
                </Button>
              </div>
            </div>
          )}
        </section>
      </div>
      <WizardSide creator={creator} current={step} reached={reached} onGo={(to) => to <= reached && setStep(to)} quality={quality} errors={allErrors} />
      <CancelDialog
        open={cancelling}
        onOpenChange={setCancelling}
        onSaveAndExit={() => {
          saveDraft(creator.id, draft);
          exit();
        }}
        onDiscard={() => {
          removeDraft(creator.id);
          exit();
        }}
      />
    </div>
  );
}

/** The booking wizard (spec screen 5), restoring this creator's draft with a notice when there is one. */
export function BookingWizard({ creator }: { creator: BookingCreator }) {
  const stored = useStoredDraft(creator.id);
  if (stored === undefined) return <div className="h-96 animate-pulse rounded-xl bg-muted" />;
  const draft = stored?.flow === "wizard" ? stored : null;
  return <Wizard creator={creator} stored={draft} />;
}
