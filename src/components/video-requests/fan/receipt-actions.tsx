"use client";

import { Download, Mail } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { useErrorText } from "@/components/forms/mutation-error";
import { toast } from "@/components/ui/toast";
import { Button, buttonVariants } from "@/components/ui/button";
import type { Locale } from "@/i18n/routing";
import { api } from "@/trpc/react";

/** Download Receipt (a PDF from the access-checked route) and Email Receipt (through the mail job), in the page's language. */
export function ReceiptActions({ requestId }: { requestId: string }) {
  const t = useTranslations("orders.receipt");
  const errorText = useErrorText();
  const locale = useLocale() as Locale;
  const email = api.videoRequests.emailReceipt.useMutation({
    onSuccess: ({ sentTo }) => toast.success(t("emailed", { email: sentTo })),
    onError: (error) => toast.error(t("emailFailed"), { description: errorText(error) }),
  });
  return (
    <div className="flex flex-wrap gap-2">
      <a href={`/api/orders/${requestId}/receipt?locale=${locale}`} download className={buttonVariants({ variant: "outline", size: "sm" })}>
        <Download aria-hidden />
        {t("download")}
      </a>
      <Button type="button" variant="outline" size="sm" disabled={email.isPending} onClick={() => email.mutate({ requestId, locale })}>
        <Mail aria-hidden />
        {t("email")}
      </Button>
    </div>
  );
}
