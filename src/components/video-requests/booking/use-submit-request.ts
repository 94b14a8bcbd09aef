"use client";

import { useTranslations } from "next-intl";
import { serverErrorText } from "@/components/forms/mutation-error";
import { toast } from "@/components/ui/toast";
import { useRouter } from "@/i18n/navigation";
import type { Occasion } from "@/lib/video-requests/rules";
import { api } from "@/trpc/react";
import { checkoutPath } from "../../../lib/video-requests/booking-paths";
import { draftFields, removeDraft, type RequestDraft } from "./request-draft";

/**
 * Sends the request (videoRequests.create, pending_payment) and goes on to checkout; the stored draft
 * is removed once the server has the request. A refused field shows as the toast's message (the server's text).
 */
export function useSubmitRequest(creatorId: string) {
  const t = useTranslations("booking.errors");
  const router = useRouter();
  const create = api.videoRequests.create.useMutation({
    onSuccess: (request) => {
      removeDraft(creatorId);
      router.push(checkoutPath(creatorId, request.id));
    },
    onError: (error) => {
      const message = serverErrorText(error);
      toast.error(message ? t("failedToCreate", { message }) : t("failed"));
    },
  });
  return {
    submit: (draft: RequestDraft) => {
      const fields = draftFields(draft);
      // An empty occasion is sent as it is: the server answers with its 'occasionRequired' message.
      create.mutate({
        ...fields,
        occasion: fields.occasion as Occasion,
        creatorId,
        promoCode: draft.promoCode || undefined,
        idempotencyKey: draft.idempotencyKey,
      });
    },
    pending: create.isPending || create.isSuccess,
  };
}
