"use client";

import { ChevronLeft, ChevronRight, GalleryHorizontal, LayoutGrid } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { type KeyboardEvent, type PointerEvent, useRef, useState, type WheelEvent } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ScriptButton } from "@/components/ui/script-button";
import type { Locale } from "@/i18n/routing";
import { formatMoney } from "@/lib/money";
import { annualSaving, type BillingPeriod, type PricedTier, tierPrice } from "@/lib/tier-price";
import { cn } from "@/lib/utils";
import { SubscribeButton } from "./subscribe-button";
import { TierText, type TierWords } from "./tier-text";

/** The spec's gestures: a swipe or drag of 50 px, a wheel step of 30 with a 500 ms lock. */
const SWIPE_THRESHOLD_PX = 50;
const WHEEL_THRESHOLD = 30;
const WHEEL_LOCK_MS = 500;

export interface CarouselTier extends PricedTier, TierWords {
  id: string;
  mostPopular: boolean;
}

/** Grid columns by the room the grid has (a container query: the same in a dialog and on a page). */
const GRID_COLUMNS = { 1: "grid-cols-1", 2: "@md:grid-cols-2", 4: "@md:grid-cols-2 @4xl:grid-cols-4" } as const;

/** The grid's columns for a number of tiers: one, two, or four. */
const gridColumnsFor = (count: number): 1 | 2 | 4 => (count >= 4 ? 4 : count >= 2 ? 2 : 1);

/**
 * A creator's tiers with Subscribe Now on each, monthly or yearly: a carousel (arrows, dots, swipe or
 * drag, wheel, arrow keys) or, at the reader's choice, a grid of 1, 2 or 4 columns (by the number of
 * tiers). Self-contained: give it the creator and tiers. `start` names a tier whose checkout begins at
 * once (a guest back from sign-up); a guest's Subscribe Now goes to sign-up. Subscriptions renew by card
 * only: where the creator also takes MonCash, the reader is told why it is not offered here.
 */
export function TierCarousel({
  creatorId,
  tiers,
  signedIn = true,
  start,
  acceptsMonCash = false,
}: {
  creatorId: string;
  tiers: CarouselTier[];
  signedIn?: boolean;
  start?: { tierId: string; billingPeriod: BillingPeriod } | null;
  /** The creator takes MonCash for videos: say that subscriptions are paid by card. */
  acceptsMonCash?: boolean;
}) {
  const t = useTranslations("subscriptions.carousel");
  const locale = useLocale() as Locale;
  const [layout, setLayout] = useState<"carousel" | "grid">("carousel");
  const [index, setIndex] = useState(() => Math.max(0, tiers.findIndex((tier) => tier.id === start?.tierId)));
  const [period, setPeriod] = useState<BillingPeriod>(start?.billingPeriod ?? "monthly");
  const columns = gridColumnsFor(tiers.length);
  const pointerStart = useRef<number | null>(null);
  const wheelLocked = useRef(false);
  const go = (next: number) => setIndex(Math.max(0, Math.min(tiers.length - 1, next)));

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === "ArrowLeft") go(index - 1);
    else if (event.key === "ArrowRight") go(index + 1);
    else return;
    event.preventDefault();
  }
  function onPointerUp(event: PointerEvent) {
    if (pointerStart.current === null) return;
    const dx = event.clientX - pointerStart.current;
    pointerStart.current = null;
    if (Math.abs(dx) >= SWIPE_THRESHOLD_PX) go(dx < 0 ? index + 1 : index - 1);
  }
  function onWheel(event: WheelEvent) {
    const delta = Math.abs(event.deltaX) > Math.abs(event.deltaY) ? event.deltaX : 0;
    if (wheelLocked.current || Math.abs(delta) < WHEEL_THRESHOLD) return;
    wheelLocked.current = true;
    setTimeout(() => (wheelLocked.current = false), WHEEL_LOCK_MS);
    go(delta > 0 ? index + 1 : index - 1);
  }

  const card = (tier: CarouselTier) => {
    const usd = tierPrice(tier, period, "USD");
    const htg = tierPrice(tier, period, "HTG");
    const per = period === "yearly" ? t("perYear") : t("perMonth");
    return (
      <div className={cn("flex h-full flex-col gap-3 rounded-xl border bg-card p-5 shadow-sm", tier.mostPopular && "border-primary ring-1 ring-primary")}>
        <div className="flex items-start justify-between gap-2">
          <h3 className="font-semibold">{tier.name}</h3>
          {tier.mostPopular && <Badge>{t("mostPopular")}</Badge>}
        </div>
        <p className="flex flex-wrap items-baseline gap-x-3">
          <span className="text-xl font-bold">
            {formatMoney(usd, locale)}
            <span className="text-sm font-normal text-muted-foreground">{per}</span>
          </span>
          <span className="text-sm font-medium text-muted-foreground">
            {formatMoney(htg, locale)}
            {per}
          </span>
        </p>
        {period === "yearly" && annualSaving(tier) ? (
          <p className="text-sm font-medium text-success">
            {t("yearlySaving", { percent: tier.annualDiscountPercent, saving: formatMoney(annualSaving(tier)!, locale) })}
          </p>
        ) : null}
        <TierText tier={tier} />
        <div className="mt-auto">
          <SubscribeButton
            creatorId={creatorId}
            tierId={tier.id}
            billingPeriod={period}
            tierName={tier.name}
            signedIn={signedIn}
            autoStart={start?.tierId === tier.id && start.billingPeriod === period}
          />
        </div>
      </div>
    );
  };

  const periods = (
    <div className="flex flex-wrap items-center justify-between gap-2">
      <div role="group" aria-label={t("periodLabel")} className="flex gap-1 rounded-lg bg-muted p-1">
        {(["monthly", "yearly"] as const).map((p) => (
          <ScriptButton key={p} type="button" size="sm" variant={period === p ? "default" : "ghost"} aria-pressed={period === p} onClick={() => setPeriod(p)}>
            {t(p)}
          </ScriptButton>
        ))}
      </div>
      {tiers.length > 1 ? (
        <div role="group" aria-label={t("viewLabel")} className="flex gap-1 rounded-lg bg-muted p-1">
          {(["carousel", "grid"] as const).map((view) => (
            <ScriptButton key={view} type="button" size="sm" variant={layout === view ? "default" : "ghost"} aria-pressed={layout === view} onClick={() => setLayout(view)}>
              {view === "carousel" ? <GalleryHorizontal aria-hidden /> : <LayoutGrid aria-hidden />}
              {t(view === "carousel" ? "viewCarousel" : "viewGrid")}
            </ScriptButton>
          ))}
        </div>
      ) : null}
      {acceptsMonCash ? (
        <p role="note" className="w-full rounded-md border bg-muted/40 p-2 text-sm text-muted-foreground">
          {t("cardOnly")}
        </p>
      ) : null}
    </div>
  );

  if (layout === "grid") {
    return (
      <div className="@container flex flex-col gap-3">
        {periods}
        <ul className={cn("grid gap-3", GRID_COLUMNS[columns])} data-columns={columns}>
          {tiers.map((tier) => (
            <li key={tier.id}>{card(tier)}</li>
          ))}
        </ul>
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-3">
      {periods}
      <div
        role="region"
        aria-roledescription="carousel"
        aria-label={t("label")}
        tabIndex={0}
        onKeyDown={onKeyDown}
        onPointerDown={(event) => (pointerStart.current = event.clientX)}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (pointerStart.current = null)}
        onWheel={onWheel}
        className="touch-pan-y rounded-xl outline-none select-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        {/* Every slide in one cell, only the current one shown: the carousel keeps the tallest card's height. */}
        <div className="grid">
          {tiers.map((tier, i) => (
            <div
              key={tier.id}
              role="group"
              aria-roledescription="slide"
              aria-label={t("slide", { n: i + 1, total: tiers.length })}
              aria-hidden={i !== index}
              inert={i !== index}
              className={cn("[grid-area:1/1]", i !== index && "invisible")}
            >
              {card(tier)}
            </div>
          ))}
        </div>
      </div>
      {tiers.length > 1 ? (
        <div className="flex items-center justify-between gap-2">
          <Button type="button" size="icon" variant="outline" aria-label={t("previous")} disabled={index === 0} onClick={() => go(index - 1)}>
            <ChevronLeft aria-hidden />
          </Button>
          <div className="flex gap-1.5">
            {tiers.map((tier, i) => (
              <button
                key={tier.id}
                type="button"
                aria-label={t("goTo", { tier: tier.name })}
                aria-current={i === index}
                onClick={() => go(i)}
                className={cn("size-2.5 rounded-full bg-muted-foreground/30", i === index && "bg-primary")}
              />
            ))}
          </div>
          <Button type="button" size="icon" variant="outline" aria-label={t("next")} disabled={index === tiers.length - 1} onClick={() => go(index + 1)}>
            <ChevronRight aria-hidden />
          </Button>
        </div>
      ) : null}
    </div>
  );
}
