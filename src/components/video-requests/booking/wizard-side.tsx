"use client";

import { CheckCircle2, Circle, CircleDot, Lightbulb } from "lucide-react";
import { useTranslations } from "next-intl";
import { type Quality } from "@/lib/video-requests/quality-score";
import { cn } from "@/lib/utils";
import { fieldMessageKey } from "@/lib/forms/field-message";
import type { BookingCreator } from "./booking-creator";
import { CreatorSummary } from "./creator-summary";
import { WIZARD_STEPS } from "./wizard-steps";

const COLOUR = { green: "text-success", yellow: "text-amber-700", red: "text-destructive" } as const;
const BAR = { green: "bg-success", yellow: "bg-amber-500", red: "bg-destructive" } as const;

/** Step progress: completed steps and the current one can be clicked, later ones cannot. */
function StepProgress({ current, reached, onGo }: { current: number; reached: number; onGo: (step: number) => void }) {
  const t = useTranslations("booking.wizard");
  return (
    <nav aria-label={t("progress")} className="rounded-xl border bg-card p-4">
      <ol className="flex flex-col gap-1">
        {WIZARD_STEPS.map((step, i) => {
          const status = i < current || (i <= reached && i !== current) ? "completed" : i === current ? "active" : "pending";
          const Icon = status === "completed" ? CheckCircle2 : status === "active" ? CircleDot : Circle;
          const clickable = i <= reached && i < 4;
          return (
            <li key={step}>
              <button
                type="button"
                disabled={!clickable}
                aria-current={i === current ? "step" : undefined}
                onClick={() => onGo(i)}
                className={cn(
                  "flex w-full items-center gap-2 rounded-md px-2 py-1.5 text-left text-sm disabled:cursor-default",
                  clickable && "hover:bg-muted",
                  i === current && "font-semibold",
                  status === "pending" && "text-muted-foreground",
                )}
              >
                <Icon aria-hidden className={cn("size-4 shrink-0", status === "completed" && "text-success", status === "active" && "text-primary")} />
                <span>{t(`steps.${step}`)}</span>
                <span className="sr-only">{t(`status.${status}`)}</span>
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

/** The quality score, its label and hint, the validation panel and rule-based tips (spec §5). */
function QualityPanel({ quality, errors }: { quality: Quality; errors: string[] }) {
  const t = useTranslations("booking.quality");
  const tAll = useTranslations();
  return (
    <section aria-labelledby="quality-heading" className="flex flex-col gap-3 rounded-xl border bg-card p-4">
      <div className="flex items-baseline justify-between">
        <h2 id="quality-heading" className="text-sm font-semibold">
          {t("title")}
        </h2>
        <p className={cn("text-sm font-semibold", COLOUR[quality.colour])}>
          <span className="text-2xl tabular-nums">{quality.score}</span>/100 · {t(`labels.${quality.label}`)}
        </p>
      </div>
      <div className="h-2 overflow-hidden rounded-full bg-muted" aria-hidden>
        <div className={cn("h-full transition-all", BAR[quality.colour])} style={{ width: `${quality.score}%` }} />
      </div>
      <p className="text-sm text-muted-foreground">{t(`hints.${quality.hint}`)}</p>
      {errors.length > 0 ? (
        <div>
          <h3 className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">{t("errors")}</h3>
          <ul className="mt-1 list-disc pl-5 text-sm text-destructive">
            {[...new Set(errors)].map((key) => (
              <li key={key}>{tAll(fieldMessageKey(key))}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {quality.warnings.length + quality.suggestions.length > 0 ? (
        <div>
          <h3 className="flex items-center gap-1 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
            <Lightbulb aria-hidden className="size-3.5" />
            {t("tips")}
          </h3>
          <ul className="mt-1 list-disc pl-5 text-sm">
            {[...quality.warnings, ...quality.suggestions].map((tip) => (
              <li key={tip}>{t(`tip.${tip}`)}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}

export function WizardSide({
  creator,
  current,
  reached,
  onGo,
  quality,
  errors,
}: {
  creator: BookingCreator;
  current: number;
  reached: number;
  onGo: (step: number) => void;
  quality: Quality;
  errors: string[];
}) {
  return (
    <aside className="flex flex-col gap-4">
      <StepProgress current={current} reached={reached} onGo={onGo} />
      <QualityPanel quality={quality} errors={errors} />
      <CreatorSummary creator={creator} />
    </aside>
  );
}
