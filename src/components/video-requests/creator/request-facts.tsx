"use client";

import { useTranslations } from "next-intl";
import type { GIFT_METHODS } from "@/lib/video-requests/rules";

/** The booking's details the creator reads (the server's `requestBriefFields`). */
export interface RequestFactsData {
  occasion: string;
  customOccasion: string | null;
  recipientName: string;
  pronouns: string | null;
  fromName: string | null;
  relationship: string | null;
  age: number | null;
  anniversaryYears: number | null;
  giftMethod: (typeof GIFT_METHODS)[number] | null;
  giftMessage: string | null;
  specialDetails: string | null;
}

/**
 * What the fan asked for, translated, on the inbox card and beside the studio's camera: occasion, recipient
 * and pronouns, from whom and their relationship, age or years together, the gift's way and message, and
 * how to say names (special details). Empty details are left out.
 */
export function RequestFacts({ request }: { request: RequestFactsData }) {
  const t = useTranslations("studioFlow.brief");
  const fields = useTranslations("booking.fields");
  const occasions = useTranslations("booking.occasions");
  const relationships = useTranslations("booking.relationships");
  const pronouns = useTranslations("booking.pronouns");
  const methods = useTranslations("booking.gift.methods");
  const occasion =
    request.occasion === "other" && request.customOccasion
      ? request.customOccasion
      : occasions.has(request.occasion)
        ? occasions(request.occasion)
        : request.occasion;
  // "she/her" reads as its translation ("elle"); "prefer not to say" adds nothing after the name.
  const pronounKey = request.pronouns?.replace("/", "_");
  const pronoun = pronounKey && pronounKey !== "prefer_not_say" && pronouns.has(pronounKey) ? pronouns(pronounKey) : null;
  const rows: { label: string; value: string }[] = [
    { label: t("occasion"), value: occasion },
    { label: t("recipient"), value: pronoun ? `${request.recipientName} (${pronoun})` : request.recipientName },
  ];
  if (request.fromName) rows.push({ label: t("from"), value: request.fromName });
  if (request.relationship) {
    rows.push({ label: t("relationship"), value: relationships.has(request.relationship) ? relationships(request.relationship) : request.relationship });
  }
  if (request.age !== null) rows.push({ label: fields("age"), value: String(request.age) });
  if (request.anniversaryYears !== null) rows.push({ label: fields("anniversaryYears"), value: String(request.anniversaryYears) });
  if (request.giftMethod) rows.push({ label: t("gift"), value: methods(`${request.giftMethod}.label`) });
  if (request.giftMessage) rows.push({ label: t("giftMessage"), value: request.giftMessage });
  if (request.specialDetails) rows.push({ label: t("specialDetails"), value: request.specialDetails });
  return (
    <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm" data-testid="request-facts">
      {rows.map((row) => (
        <div key={row.label} className="contents">
          <dt className="text-muted-foreground">{row.label}</dt>
          <dd className="font-medium break-words whitespace-pre-line">{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}
