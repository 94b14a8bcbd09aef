"use client";

import { Sparkles } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { OCCASION_CATALOGUE, OCCASION_CATEGORIES, type OccasionCategory, seasonalOccasions, visibleOccasions } from "@/lib/video-requests/occasion-catalogue";
import { REQUEST_LIMITS } from "@/lib/video-requests/rules";
import { cn } from "@/lib/utils";
import { fieldMessageKey } from "@/lib/forms/field-message";
import type { RequestForm } from "./use-request-form";

/**
 * The wizard's occasion catalogue (spec §3, §9): categories, each occasion's popularity, the popular
 * ones (≥ 70) and this month's highlights first, six before Show All, and a custom occasion ("other")
 * that warns when it is very short.
 */
export function OccasionStep({ form }: { form: RequestForm }) {
  const t = useTranslations("booking");
  const tAll = useTranslations();
  const [category, setCategory] = useState<OccasionCategory | null>(null);
  const [showAll, setShowAll] = useState(false);
  const month = new Date().getMonth();
  const seasonal = seasonalOccasions(month);
  const shown = visibleOccasions({ category, showAll, month });
  // A chosen occasion stays visible even when the shortlist would hide it.
  const chosen = OCCASION_CATALOGUE.find((o) => o.id === form.draft.occasion);
  const list = chosen && !shown.includes(chosen) ? [...shown, chosen] : shown;
  const hidden = OCCASION_CATALOGUE.filter((o) => !category || o.category === category).length - shown.length;
  const error = form.errorOf("occasion") ?? form.errorOf("customOccasion");
  const custom = form.draft.occasion === "other";
  const shortCustom = custom && form.draft.customOccasion.trim().length > 0 && form.draft.customOccasion.trim().length < REQUEST_LIMITS.customOccasionRecommended;

  const pick = (occasion: RequestForm["draft"]["occasion"]) => form.set("occasion", occasion);
  return (
    <div className="flex flex-col gap-4">
      <div role="group" aria-label={t("catalogue.categories")} className="flex flex-wrap gap-2">
        {[null, ...OCCASION_CATEGORIES].map((c) => (
          <button
            key={c ?? "all"}
            type="button"
            aria-pressed={category === c}
            onClick={() => {
              setCategory(c);
              setShowAll(false);
            }}
            className={cn(
              "rounded-full border px-3 py-1 text-sm focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none",
              category === c ? "border-primary bg-primary text-primary-foreground" : "hover:bg-muted",
            )}
          >
            {c ? t(`catalogue.category.${c}`) : t("catalogue.all")}
          </button>
        ))}
      </div>
      <fieldset aria-describedby={error ? "wizard-occasion-error" : undefined}>
        <legend className="mb-3 text-sm font-medium">{t("wizard.occasionLegend")}</legend>
        <div className="grid grid-cols-1 gap-2 min-[420px]:grid-cols-2 sm:grid-cols-3">
          {[...list, { id: "other" as const, popularity: null }].map((o) => (
            <label
              key={o.id}
              className={cn(
                "flex cursor-pointer flex-col gap-0.5 rounded-lg border p-3 text-sm has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/50",
                form.draft.occasion === o.id && "border-primary bg-primary/5",
              )}
            >
              <span className="flex items-center gap-2 font-medium">
                <input
                  type="radio"
                  name="wizard-occasion"
                  value={o.id}
                  checked={form.draft.occasion === o.id}
                  onChange={() => pick(o.id)}
                  onBlur={() => form.touch("occasion")}
                  className="size-4 accent-primary"
                />
                {o.id === "other" ? t("catalogue.custom") : t(`occasions.${o.id}`)}
              </span>
              {seasonal.includes(o.id) ? (
                <span className="flex items-center gap-1 text-xs font-medium text-amber-700">
                  <Sparkles aria-hidden className="size-3" />
                  {t("catalogue.inSeason")}
                </span>
              ) : null}
              {o.popularity !== null ? <span className="text-xs text-muted-foreground">{t("catalogue.popularity", { percent: o.popularity })}</span> : null}
            </label>
          ))}
        </div>
        {hidden > 0 || showAll ? (
          <button type="button" className="mt-3 text-sm font-medium text-primary underline-offset-4 hover:underline" aria-expanded={showAll} onClick={() => setShowAll(!showAll)}>
            {showAll ? t("catalogue.showPopular") : t("catalogue.showAll", { count: hidden })}
          </button>
        ) : null}
      </fieldset>
      {custom ? (
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="wizard-customOccasion">{t("fields.customOccasion")}</Label>
          <Input
            id="wizard-customOccasion"
            value={form.draft.customOccasion}
            maxLength={REQUEST_LIMITS.customOccasionMax}
            aria-describedby="wizard-customOccasion-hint"
            onChange={(e) => form.set("customOccasion", e.target.value)}
            onBlur={() => form.touch("customOccasion")}
          />
          <p id="wizard-customOccasion-hint" className={cn("text-xs", shortCustom ? "font-medium text-amber-700" : "text-muted-foreground")}>
            {shortCustom ? t("catalogue.customShort") : t("catalogue.customHint")}
          </p>
        </div>
      ) : null}
      {error ? (
        <p id="wizard-occasion-error" className="text-sm text-destructive">
          {tAll(fieldMessageKey(error))}
        </p>
      ) : null}
    </div>
  );
}
