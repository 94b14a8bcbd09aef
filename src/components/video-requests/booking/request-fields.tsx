"use client";

import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { FieldError } from "@/components/forms/form-messages";
import { Combobox } from "@/components/ui/combobox";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import { type Occasion, REQUEST_LIMITS, SIMPLE_FORM_RELATIONSHIPS } from "@/lib/video-requests/rules";
import { cn } from "@/lib/utils";
import { fieldMessageKey } from "@/lib/forms/field-message";
import type { RequestForm } from "./use-request-form";

/** A labelled control with its error; the control gets the ids it needs for screen readers. */
function Field({
  id,
  label,
  error,
  hint,
  children,
}: {
  id: string;
  label: string;
  error: string | undefined;
  hint?: ReactNode;
  children: (aria: { id: string; "aria-invalid"?: true; "aria-describedby"?: string }) => ReactNode;
}) {
  const t = useTranslations();
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      {children({ id, "aria-invalid": error ? true : undefined, "aria-describedby": describedBy })}
      {hint ? (
        <div id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </div>
      ) : null}
      <FieldError id={`${id}-error`}>{error ? t(fieldMessageKey(error)) : null}</FieldError>
    </div>
  );
}

export function OccasionField({ form, occasions, idPrefix }: { form: RequestForm; occasions: readonly Occasion[]; idPrefix: string }) {
  const t = useTranslations("booking");
  return (
    <Field id={`${idPrefix}-occasion`} label={t("fields.occasion")} error={form.errorOf("occasion")}>
      {(aria) => (
        <Combobox
          {...aria}
          value={form.draft.occasion}
          onValueChange={(value) => form.set("occasion", value as Occasion)}
          onClose={() => form.touch("occasion")}
          options={occasions.map((occasion) => ({ value: occasion, label: t(`occasions.${occasion}`) }))}
          placeholder={t("fields.occasionPlaceholder")}
          searchPlaceholder={t("fields.occasionSearch")}
          emptyText={t("fields.occasionNone")}
        />
      )}
    </Field>
  );
}

export function TextField({
  form,
  field,
  idPrefix,
  label,
  placeholder,
  maxLength,
  type = "text",
  autoComplete,
}: {
  form: RequestForm;
  field: "recipientName" | "fromName" | "recipientEmail" | "promoCode";
  idPrefix: string;
  label: string;
  placeholder?: string;
  maxLength?: number;
  type?: "text" | "email";
  autoComplete?: string;
}) {
  return (
    <Field id={`${idPrefix}-${field}`} label={label} error={form.errorOf(field)}>
      {(aria) => (
        <Input
          {...aria}
          type={type}
          value={form.draft[field]}
          maxLength={maxLength}
          placeholder={placeholder}
          autoComplete={autoComplete}
          onChange={(e) => form.set(field, e.target.value)}
          onBlur={() => form.touch(field)}
        />
      )}
    </Field>
  );
}

export function RelationshipField({ form, idPrefix }: { form: RequestForm; idPrefix: string }) {
  const t = useTranslations("booking");
  return (
    <Field id={`${idPrefix}-relationship`} label={t("fields.relationship")} error={form.errorOf("relationship")}>
      {(aria) => (
        <Select
          value={form.draft.relationship}
          onValueChange={(value) => form.set("relationship", value as RequestForm["draft"]["relationship"])}
          onOpenChange={(open) => {
            if (!open) form.touch("relationship");
          }}
        >
          <SelectTrigger {...aria}>
            <SelectValue placeholder={t("fields.relationshipPlaceholder")} />
          </SelectTrigger>
          <SelectContent>
            {SIMPLE_FORM_RELATIONSHIPS.map((relationship) => (
              <SelectItem key={relationship} value={relationship}>
                {t(`relationships.${relationship}`)}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      )}
    </Field>
  );
}

/**
 * Instructions with the character counter: orange above 450 (red in the simple form, spec §5), capped
 * at 500 by the textarea itself.
 */
export function InstructionsField({
  form,
  idPrefix,
  warnColour = "orange",
}: {
  form: RequestForm;
  idPrefix: string;
  warnColour?: "orange" | "red";
}) {
  const t = useTranslations("booking");
  const length = form.draft.instructions.length;
  const warn = length > REQUEST_LIMITS.instructionsWarnAbove;
  return (
    <Field
      id={`${idPrefix}-instructions`}
      label={t("fields.instructions")}
      error={form.errorOf("instructions")}
      hint={
        <span
          aria-live="polite"
          className={cn(
            "block text-right tabular-nums",
            warn && (warnColour === "orange" ? "font-medium text-orange-700" : "font-medium text-destructive"),
          )}
        >
          {t("fields.counter", { count: length, max: REQUEST_LIMITS.instructionsMax })}
        </span>
      }
    >
      {(aria) => (
        <Textarea
          {...aria}
          rows={4}
          value={form.draft.instructions}
          maxLength={REQUEST_LIMITS.instructionsMax}
          placeholder={t("fields.instructionsPlaceholder")}
          onChange={(e) => form.set("instructions", e.target.value)}
          onBlur={() => form.touch("instructions")}
        />
      )}
    </Field>
  );
}

export function SpecialDetailsField({ form, idPrefix }: { form: RequestForm; idPrefix: string }) {
  const t = useTranslations("booking");
  return (
    <Field id={`${idPrefix}-specialDetails`} label={t("fields.specialDetails")} error={form.errorOf("specialDetails")}>
      {(aria) => (
        <Textarea
          {...aria}
          rows={2}
          value={form.draft.specialDetails}
          maxLength={REQUEST_LIMITS.specialDetailsMax}
          placeholder={t("fields.specialDetailsPlaceholder")}
          onChange={(e) => form.set("specialDetails", e.target.value)}
          onBlur={() => form.touch("specialDetails")}
        />
      )}
    </Field>
  );
}

/** The gift box, revealing the recipient's e-mail when ticked. */
export function GiftFields({ form, idPrefix }: { form: RequestForm; idPrefix: string }) {
  const t = useTranslations("booking");
  return (
    <div className="flex flex-col gap-3">
      <label className="flex items-center gap-2 text-sm font-medium">
        <input
          type="checkbox"
          className="size-4 accent-primary"
          checked={form.draft.isGift}
          onChange={(e) => form.set("isGift", e.target.checked)}
        />
        {t("fields.isGift")}
      </label>
      {form.draft.isGift ? (
        <TextField
          form={form}
          field="recipientEmail"
          idPrefix={idPrefix}
          type="email"
          label={t("fields.recipientEmail")}
          autoComplete="off"
        />
      ) : null}
    </div>
  );
}
