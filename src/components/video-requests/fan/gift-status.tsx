"use client";

import { Gift } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import type { Locale } from "@/i18n/routing";
import { formatDate } from "@/lib/locale-format";
import type { RouterOutputs } from "@/trpc/react";

type Order = RouterOutputs["videoRequests"]["byId"];

/**
 * Where a gift stands (spec's gift methods): an e-mail or SMS to the recipient is sent once the video is
 * delivered (then: to whom, when, and that sharing was turned on for its link); a surprise or a download is
 * the fan's to hand over.
 */
export function GiftStatus({ order }: { order: Order }) {
  const t = useTranslations("orders.gift");
  const locale = useLocale() as Locale;
  const method = order.giftMethod!;
  const delivered = order.status === "completed";
  const to = method === "email" ? order.recipientEmail : method === "sms" ? order.recipientPhone : null;
  let text: string;
  if (method === "email" || method === "sms") {
    if (order.giftSentAt) {
      text = t(`sent.${method}`, { to: order.giftSentTo ?? "", at: formatDate(order.giftSentAt, locale, { dateStyle: "medium", timeStyle: "short" }) });
    } else {
      text = t(delivered ? `sending.${method}` : `later.${method}`, { to: to ?? "" });
    }
  } else {
    text = t(delivered ? `ready.${method}` : `later.${method}`);
  }
  return (
    <section aria-labelledby="gift-heading" className="flex items-start gap-3 rounded-xl border bg-card p-4" data-testid="gift-status">
      <Gift aria-hidden className="mt-0.5 size-5 shrink-0 text-primary" />
      <div className="flex flex-col gap-1">
        <h2 id="gift-heading" className="font-semibold">
          {t("title")}
        </h2>
        <p className="text-sm break-words">{text}</p>
        {order.giftSentAt ? <p className="text-xs text-muted-foreground">{t("sharingOn")}</p> : null}
      </div>
    </section>
  );
}
