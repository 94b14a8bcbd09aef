"use client";

import { CheckCircle2, Lightbulb } from "lucide-react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Combobox } from "@/components/ui/combobox";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { fillTemplate, templatesFor } from "@/lib/video-requests/message-templates";
import { messageCompletion, PRONOUNS, RELATIONSHIP_GROUPS, REQUEST_LIMITS, type Pronouns, type Relationship } from "@/lib/video-requests/rules";
import { FieldError } from "@/components/forms/form-messages";
import { fieldMessageKey } from "@/lib/forms/field-message";
import type { RequestForm } from "./use-request-form";

/** The message step's completion (30/30/40, spec §5) with its banner at 100, and the nudge under 20 characters. */
export function MessageCompletion({ form }: { form: RequestForm }) {
  const t = useTranslations("booking.message");
  const percent = messageCompletion(form.draft);
  const short = form.draft.instructions.trim().length > 0 && form.draft.instructions.trim().length < REQUEST_LIMITS.instructionsRecommended;
  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-center justify-between text-sm">
        <span id="message-completion-label">{t("completion")}</span>
        <span className="font-semibold tabular-nums">{percent}%</span>
      </div>
      <div
        role="progressbar"
        aria-labelledby="message-completion-label"
        aria-valuenow={percent}
        aria-valuemin={0}
        aria-valuemax={100}
        className="h-2 overflow-hidden rounded-full bg-muted"
      >
        <div className="h-full bg-primary transition-all" style={{ width: `${percent}%` }} />
      </div>
      {percent === 100 ? (
        <p role="status" className="flex items-center gap-2 rounded-md bg-success/10 px-3 py-2 text-sm font-medium text-success">
          <CheckCircle2 aria-hidden className="size-4" />
          {t("complete")}
        </p>
      ) : null}
      {short ? (
        <p className="flex items-center gap-2 text-sm text-amber-700">
          <Lightbulb aria-hidden className="size-4" />
          {t("addMoreDetails")}
        </p>
      ) : null}
    </div>
  );
}

/** Relationship by group (Family, Friends, Romantic, Professional, Other), pronouns, and age or years for birthdays and anniversaries. */
export function RecipientDetails({ form }: { form: RequestForm }) {
  const t = useTranslations("booking");
  const tAll = useTranslations();
  const d = form.draft;
  const numberField = (field: "age" | "anniversaryYears", max: number) => {
    const error = form.errorOf(field);
    return (
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`wizard-${field}`}>{t(`fields.${field}`)}</Label>
        <Input
          id={`wizard-${field}`}
          type="number"
          inputMode="numeric"
          min={1}
          max={max}
          value={d[field]}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `wizard-${field}-error` : undefined}
          onChange={(e) => form.set(field, e.target.value)}
          onBlur={() => form.touch(field)}
        />
        <FieldError id={`wizard-${field}-error`}>{error ? tAll(fieldMessageKey(error)) : null}</FieldError>
      </div>
    );
  };
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="wizard-relationship">{t("fields.relationship")}</Label>
        <Combobox
          id="wizard-relationship"
          value={d.relationship}
          onValueChange={(value) => form.set("relationship", value as Relationship)}
          groups={Object.entries(RELATIONSHIP_GROUPS).map(([group, members]) => ({
            label: t(`relationshipGroups.${group}`),
            options: members.map((r) => ({ value: r, label: t(`relationships.${r}`) })),
          }))}
          placeholder={t("fields.relationshipPlaceholder")}
          searchPlaceholder={t("fields.relationshipSearch")}
          emptyText={t("fields.relationshipNone")}
        />
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="wizard-pronouns">{t("fields.pronouns")}</Label>
        <Select value={d.pronouns} onValueChange={(value) => form.set("pronouns", value as Pronouns)}>
          <SelectTrigger id="wizard-pronouns">
            <SelectValue placeholder={t("fields.pronounsPlaceholder")} />
          </SelectTrigger>
          <SelectContent>
            {PRONOUNS.map((p) => (
              <SelectItem key={p} value={p}>
                {t(`pronouns.${p.replace("/", "_")}`)}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      {d.occasion === "birthday" ? numberField("age", REQUEST_LIMITS.ageMax) : null}
      {d.occasion === "anniversary" ? numberField("anniversaryYears", REQUEST_LIMITS.anniversaryYearsMax) : null}
    </div>
  );
}

/** Message templates for the occasion: start from one (tokens filled from the form) or try another wording. */
export function TemplatePicker({ form }: { form: RequestForm }) {
  const t = useTranslations("booking.templates");
  const templates = templatesFor(form.draft.occasion);
  if (templates.length === 0) return null;
  const use = (id: string, variation: number) => {
    const key = variation === 0 ? `${id}.text` : `${id}.variations.${variation}`;
    form.set("instructions", fillTemplate(t(key), form.draft).slice(0, REQUEST_LIMITS.instructionsMax));
    form.set("templateUsed", id);
    form.set("templateVariation", variation);
  };
  return (
    <section aria-labelledby="templates-heading" className="flex flex-col gap-2 rounded-lg border bg-muted/30 p-3">
      <h3 id="templates-heading" className="text-sm font-semibold">
        {t("title")}
      </h3>
      <ul className="flex flex-col gap-2">
        {templates.map((template) => {
          const current = form.draft.templateUsed === template.id;
          const next = current ? ((form.draft.templateVariation ?? 0) + 1) % (template.variations + 1) : 0;
          return (
            <li key={template.id} className="flex flex-col gap-1 rounded-md border bg-card p-2 text-sm sm:flex-row sm:items-center sm:justify-between">
              <span>
                <span className="font-medium">{t(`${template.id}.label`)}</span>
                <span className="block text-xs text-muted-foreground">
                  {t("meta", { tone: t(`tone.${template.tone}`), length: t(`length.${template.length}`), percent: template.popularity })}
                </span>
              </span>
              <Button type="button" size="sm" variant={current ? "secondary" : "outline"} onClick={() => use(template.id, next)}>
                {current ? t("anotherWording") : t("use")}
              </Button>
            </li>
          );
        })}
      </ul>
      <p className="text-xs text-muted-foreground">{t("tokensHint")}</p>
    </section>
  );
}
