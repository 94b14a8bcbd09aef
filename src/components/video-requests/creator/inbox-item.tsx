"use client";

import { useLocale, useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import type { Locale } from "@/i18n/routing";
import { formatDate } from "@/lib/locale-format";
import { formatMoney, money } from "@/lib/money";
import type { RouterOutputs } from "@/trpc/react";
import { DeadlineCountdown } from "./deadline-countdown";
import { DeliveredVideoButton } from "./delivered-video-button";
import { RequestFacts } from "./request-facts";

export type InboxRequest = RouterOutputs["videoRequests"]["inbox"]["items"][number];
export type InboxMove = "accept" | "decline" | "start" | "deliver";

/** The moves the inbox offers per status (the server's state machine decides whether each is allowed). */
const MOVES: Partial<Record<InboxRequest["status"], InboxMove[]>> = {
  pending: ["accept", "decline"],
  accepted: ["start", "decline"],
  in_progress: ["deliver"],
};

/** One request: what to record, for whom (the booking's details), the tier, what the creator earns (and the fan pays), the countdown and its moves. */
export function InboxItem({ request, busy, onMove }: { request: InboxRequest; busy: boolean; onMove: (move: InboxMove) => void }) {
  const t = useTranslations("inbox");
  const occasions = useTranslations("booking.occasions");
  const locale = useLocale() as Locale;
  const tNotes = useTranslations("requestNotes");
  const open = request.status === "pending" || request.status === "accepted" || request.status === "in_progress";
  return (
    <li className="flex flex-col gap-3 rounded-lg border bg-card p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="font-semibold">{t("item.title", { occasion: occasions.has(request.occasion) ? occasions(request.occasion) : request.occasion, recipient: request.recipientName })}</h2>
        <span className="flex flex-col items-end">
          <span className="font-semibold">{t("item.youEarn", { amount: formatMoney(money(request.earningsCents, request.currency), locale) })}</span>
          <span className="text-xs text-muted-foreground">{t("item.fanPays", { amount: formatMoney(money(request.amountCents, request.currency), locale) })}</span>
        </span>
      </div>
      <p className="text-sm text-muted-foreground">{tNotes("fromFan", { name: request.fanName || tNotes("fanFallback") })}</p>
      <RequestFacts request={request} />
      <p className="text-sm break-words whitespace-pre-line">{request.instructions}</p>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted-foreground">
        <Badge variant="outline">{t(`tiers.${request.deliveryTier}`)}</Badge>
        <span>{t("item.received", { date: formatDate(request.createdAt, locale) })}</span>
        {open && request.dueAt && request.expiresAt ? <DeadlineCountdown dueAt={request.dueAt} expiresAt={request.expiresAt} /> : null}
      </div>
      {request.status === "expired" ? <p className="text-sm text-muted-foreground">{t("item.expired")}</p> : null}
      {request.declineReason ? <p className="text-sm text-muted-foreground">{t("item.declineReason", { reason: request.declineReason })}</p> : null}
      {request.status === "completed" ? <DeliveredVideoButton requestId={request.id} recipientName={request.recipientName} /> : null}
      {MOVES[request.status] ? (
        <div className="flex flex-wrap gap-2">
          {MOVES[request.status]!.map((move) => (
            <Button key={move} variant={move === "decline" ? "outline" : "default"} disabled={busy} onClick={() => onMove(move)}>
              {t(`moves.${move}`)}
            </Button>
          ))}
        </div>
      ) : null}
    </li>
  );
}
