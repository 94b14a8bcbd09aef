"use client";

import { CircleHelp, Tag } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Link } from "@/i18n/navigation";
import { isPromoCode, REQUEST_LIMITS } from "@/lib/video-requests/rules";
import { fieldMessageKey } from "@/lib/forms/field-message";
import type { BookingCreator } from "./booking-creator";
import { CreatorSummary } from "./creator-summary";
import { DeliveryOptions } from "./delivery-options";
import { OrderSummary } from "./order-summary";
import type { RequestForm } from "./use-request-form";

function Section({ title, action, children }: { title: string; action?: React.ReactNode; children: React.ReactNode }) {
  return (
    <section className="flex flex-col gap-3 rounded-xl border bg-card p-4">
      <div className="flex items-center justify-between gap-2">
        <h2 className="font-semibold">{title}</h2>
        {action}
      </div>
      {children}
    </section>
  );
}

/** Instructions over 150 characters show truncated, with Show more (spec §5). */
function Instructions({ text }: { text: string }) {
  const t = useTranslations("booking.review");
  const [open, setOpen] = useState(false);
  const long = text.length > REQUEST_LIMITS.instructionsPreview;
  return (
    <div className="text-sm">
      <p className="whitespace-pre-line break-words">{long && !open ? `${text.slice(0, REQUEST_LIMITS.instructionsPreview)}…` : text}</p>
      {long ? (
        <button type="button" className="mt-1 text-primary underline-offset-4 hover:underline" aria-expanded={open} onClick={() => setOpen(!open)}>
          {open ? t("showLess") : t("showMore")}
        </button>
      ) : null}
    </div>
  );
}

/** The promo field: SAVE15 in any case applies; any other code is refused with a message, and not kept. */
function PromoCode({ form }: { form: RequestForm }) {
  const t = useTranslations("booking.review");
  const tAll = useTranslations();
  const [code, setCode] = useState(form.draft.promoCode);
  const [refused, setRefused] = useState(false);
  const applied = isPromoCode(form.draft.promoCode);
  return (
    <form
      className="flex flex-col gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        const valid = !code.trim() || isPromoCode(code);
        setRefused(!valid);
        form.set("promoCode", valid ? code.trim() : "");
      }}
    >
      <label htmlFor="promo-code" className="text-sm font-medium">
        {t("promoLabel")}
      </label>
      <div className="flex gap-2">
        <Input
          id="promo-code"
          value={code}
          onChange={(e) => {
            setCode(e.target.value);
            setRefused(false);
          }}
          autoComplete="off"
          className="uppercase"
          maxLength={40}
          aria-invalid={refused ? true : undefined}
          aria-describedby={refused ? "promo-code-error" : undefined}
        />
        <Button type="submit" variant="outline">
          {t("apply")}
        </Button>
      </div>
      {applied ? (
        <p role="status" className="flex items-center gap-1.5 text-sm font-medium text-success">
          <Tag aria-hidden className="size-4" />
          {t("promoApplied")}
        </p>
      ) : null}
      {refused ? (
        <p id="promo-code-error" role="alert" className="text-sm text-destructive">
          {tAll("booking.validation.promoInvalid")}
        </p>
      ) : null}
    </form>
  );
}

/**
 * The order review (spec screen 6): creator, message details with Edit, delivery with Change, the
 * server's order summary with the promo code, the legal links, Go Back and Continue to Payment.
 */
export function OrderReview({
  creator,
  form,
  onEdit,
  onBack,
  onContinue,
  continueLabel,
  pending,
}: {
  creator: BookingCreator;
  form: RequestForm;
  onEdit: () => void;
  onBack: () => void;
  onContinue: () => void;
  continueLabel?: string;
  pending: boolean;
}) {
  const t = useTranslations("booking");
  const tAll = useTranslations();
  const [changingDelivery, setChangingDelivery] = useState(false);
  const d = form.draft;
  const errors = Object.values(form.errors);
  return (
    <div className="flex flex-col gap-4">
      <CreatorSummary creator={creator} />
      <Section
        title={t("review.message")}
        action={
          <Button type="button" variant="ghost" size="sm" onClick={onEdit}>
            {t("review.edit")}
          </Button>
        }
      >
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="text-muted-foreground">{t("fields.occasion")}</dt>
          <dd className="break-words">{d.occasion === "other" && d.customOccasion ? d.customOccasion : d.occasion ? t(`occasions.${d.occasion}`) : "—"}</dd>
          <dt className="text-muted-foreground">{t("fields.recipientName")}</dt>
          <dd className="break-words">{d.recipientName}</dd>
          {d.fromName ? (
            <>
              <dt className="text-muted-foreground">{t("fields.fromName")}</dt>
              <dd className="break-words">{d.fromName}</dd>
            </>
          ) : null}
          {d.isGift && d.flow === "wizard" ? (
            <>
              <dt className="text-muted-foreground">{t("gift.methodLegend")}</dt>
              <dd>{t(`gift.methods.${d.giftMethod}.label`)}</dd>
              {d.giftMessage ? (
                <>
                  <dt className="text-muted-foreground">{t("gift.message")}</dt>
                  <dd className="break-words">{d.giftMessage}</dd>
                </>
              ) : null}
            </>
          ) : null}
          {d.isGift && d.recipientEmail ? (
            <>
              <dt className="text-muted-foreground">{t(d.flow === "wizard" ? "gift.recipientEmail" : "fields.recipientEmail")}</dt>
              <dd className="break-all">{d.recipientEmail}</dd>
            </>
          ) : null}
        </dl>
        <Instructions text={d.instructions} />
      </Section>
      <Section
        title={t("review.delivery")}
        action={
          <Button type="button" variant="ghost" size="sm" aria-expanded={changingDelivery} onClick={() => setChangingDelivery(!changingDelivery)}>
            {changingDelivery ? t("review.done") : t("review.change")}
          </Button>
        }
      >
        {changingDelivery ? (
          <DeliveryOptions form={form} idPrefix="review" />
        ) : (
          <p className="text-sm">
            <span className="font-medium">{t(`delivery.${d.deliveryTier}.label`)}</span> · {t(`delivery.${d.deliveryTier}.timeline`)}
            {d.deliveryTier === "scheduled" && d.scheduledDate ? ` · ${d.scheduledDate}` : null}
          </p>
        )}
      </Section>
      <Section title={t("summary.title")}>
        <OrderSummary creatorId={creator.id} deliveryTier={d.deliveryTier} promoCode={d.promoCode} />
        <PromoCode form={form} />
      </Section>
      {errors.length > 0 ? (
        <div role="alert" className="rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm text-destructive">
          <p className="font-medium">{t("review.fixFirst")}</p>
          <ul className="mt-1 list-disc pl-5">
            {[...new Set(errors)].map((key) => (
              <li key={key}>{tAll(fieldMessageKey(key))}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <p className="text-xs text-muted-foreground">
        {t.rich("review.legal", {
          terms: (chunks) => (
            <Link href="/terms" className="underline underline-offset-2">
              {chunks}
            </Link>
          ),
          privacy: (chunks) => (
            <Link href="/privacy" className="underline underline-offset-2">
              {chunks}
            </Link>
          ),
          refund: (chunks) => (
            <Link href="/refund" className="underline underline-offset-2">
              {chunks}
            </Link>
          ),
        })}
      </p>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
        <Button type="button" variant="outline" onClick={onBack}>
          {t("review.goBack")}
        </Button>
        <Button type="button" onClick={onContinue} disabled={pending || errors.length > 0}>
          {pending ? t("review.sending") : (continueLabel ?? t("review.continue"))}
        </Button>
      </div>
      <Link
        href="/help#booking"
        className="fixed right-4 bottom-4 z-40 inline-flex items-center gap-1.5 rounded-full bg-foreground px-4 py-2 text-sm font-medium text-background shadow-lg focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
      >
        <CircleHelp aria-hidden className="size-4" />
        {t("review.needHelp")}
      </Link>
    </div>
  );
}
