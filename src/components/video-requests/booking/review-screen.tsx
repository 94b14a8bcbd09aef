"use client";

import { useEffect } from "react";
import { useTranslations } from "next-intl";
import { buttonVariants } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { Link, useRouter } from "@/i18n/navigation";
import type { BookingCreator } from "./booking-creator";
import { creatorFanPath, requestFormPath, wizardPath } from "../../../lib/video-requests/booking-paths";
import { OrderReview } from "./order-review";
import { type RequestDraft, saveDraft, useStoredDraft } from "./request-draft";
import { useRequestForm } from "./use-request-form";
import { useSubmitRequest } from "./use-submit-request";

/** Where Edit leads: back to the form the request was written in. */
function editPathOf(creatorId: string, draft: RequestDraft) {
  if (draft.flow === "simple") return requestFormPath(creatorId);
  if (draft.flow === "wizard") return wizardPath(creatorId);
  return `${creatorFanPath(creatorId)}?openBooking=true`;
}

function Review({ creator, draft }: { creator: BookingCreator; draft: RequestDraft }) {
  const router = useRouter();
  const form = useRequestForm(draft);
  const { submit, pending } = useSubmitRequest(creator.id);
  // Delivery and promo changes are kept, so Edit and a reload find them.
  useEffect(() => saveDraft(creator.id, form.draft), [creator.id, form.draft]);
  return (
    <OrderReview
      creator={creator}
      form={form}
      pending={pending}
      onEdit={() => router.push(editPathOf(creator.id, form.draft))}
      onBack={() => router.back()}
      onContinue={() => submit(form.draft)}
    />
  );
}

/** The review page: the request stored in this browser, or a way back to write one. */
export function ReviewScreen({ creator }: { creator: BookingCreator }) {
  const t = useTranslations("booking.review");
  const draft = useStoredDraft(creator.id);
  if (draft === undefined) return <Skeleton className="h-96 w-full" />;
  if (draft === null) {
    return (
      <div className="flex flex-col items-center gap-3 rounded-xl border p-8 text-center">
        <p className="font-medium">{t("emptyTitle")}</p>
        <p className="text-sm text-muted-foreground">{t("emptyBody")}</p>
        <Link href={`${creatorFanPath(creator.id)}?openBooking=true`} className={buttonVariants()}>
          {t("emptyAction")}
        </Link>
      </div>
    );
  }
  return <Review creator={creator} draft={draft} />;
}
