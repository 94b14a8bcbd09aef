"use client";

import { Lightbulb } from "lucide-react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { useRouter } from "@/i18n/navigation";
import { SIMPLE_FORM_OCCASIONS } from "@/lib/video-requests/rules";
import type { BookingCreator } from "./booking-creator";
import { creatorFanPath, reviewPath } from "../../../lib/video-requests/booking-paths";
import { CreatorSummary } from "./creator-summary";
import { DeliveryOptions } from "./delivery-options";
import { emptyDraft, type RequestDraft, saveDraft, useStoredDraft } from "./request-draft";
import { InstructionsField, OccasionField, RelationshipField, TextField } from "./request-fields";
import { useRequestForm } from "./use-request-form";

const FIELDS = ["occasion", "recipientName", "relationship", "instructions"] as const;
const TIPS = ["name", "story", "tone"] as const;

/** The video request details form (spec screen 4): the simple flow, then the review. */
export function SimpleRequestForm({ creator }: { creator: BookingCreator }) {
  const stored = useStoredDraft(creator.id);
  if (stored === undefined) return <Skeleton className="h-96 w-full" />;
  // Back from the review with Edit: the stored request is put back in the form.
  return <SimpleForm creator={creator} stored={stored?.flow === "simple" ? stored : null} />;
}

function SimpleForm({ creator, stored }: { creator: BookingCreator; stored: RequestDraft | null }) {
  const t = useTranslations("booking");
  const router = useRouter();
  const form = useRequestForm(() => stored ?? emptyDraft("simple"));

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    form.touchAll(FIELDS);
    if (!form.isValid) return;
    saveDraft(creator.id, form.draft);
    router.push(reviewPath(creator.id));
  };

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
      <form noValidate onSubmit={submit} className="flex flex-col gap-4 rounded-xl border bg-card p-4 sm:p-6">
        <OccasionField form={form} occasions={SIMPLE_FORM_OCCASIONS} idPrefix="simple" />
        <TextField form={form} field="recipientName" idPrefix="simple" label={t("fields.recipientName")} maxLength={50} autoComplete="off" />
        <RelationshipField form={form} idPrefix="simple" />
        <InstructionsField form={form} idPrefix="simple" warnColour="red" />
        <DeliveryOptions form={form} idPrefix="simple" only={["standard", "rush"]} />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
          <Button type="button" variant="outline" onClick={() => router.push(creatorFanPath(creator.id))}>
            {t("simple.back")}
          </Button>
          <Button type="submit" disabled={!form.isValid}>
            {t("simple.continue")}
          </Button>
        </div>
      </form>
      <aside className="flex flex-col gap-4">
        <CreatorSummary creator={creator} />
        <section aria-labelledby="simple-tips" className="rounded-xl border bg-card p-4">
          <h2 id="simple-tips" className="flex items-center gap-1.5 text-sm font-semibold">
            <Lightbulb aria-hidden className="size-4 text-amber-600" />
            {t("simple.tipsTitle")}
          </h2>
          <ul className="mt-2 flex list-disc flex-col gap-1 pl-5 text-sm text-muted-foreground">
            {TIPS.map((tip) => (
              <li key={tip}>{t(`simple.tips.${tip}`)}</li>
            ))}
          </ul>
        </section>
      </aside>
    </div>
  );
}
