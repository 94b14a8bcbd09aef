"use client";

import { Plus, X } from "lucide-react";
import { useId } from "react";
import { FieldError } from "@/components/forms/form-messages";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";

/**
 * A post's media of one kind (images or videos), as a list of addresses. This is the one place the
 * post form takes media: uploads will replace the address fields here without touching the form.
 */
export function MediaInput({
  legend,
  hint,
  value,
  onChange,
  max,
  labels,
  errors,
}: {
  legend: string;
  hint: string;
  value: string[];
  onChange: (next: string[]) => void;
  max: number;
  labels: { item: (n: number) => string; add: string; remove: (n: number) => string };
  /** Field errors by index (`images.0` -> errors[0]) and for the whole list (`_`). */
  errors: { list?: string; items: Record<number, string> };
}) {
  const id = useId();
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={`${id}-hint`}>
      <legend className="mb-1 text-sm font-medium">{legend}</legend>
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        {hint}
      </p>
      {value.map((url, i) => (
        <div key={i} className="flex flex-col gap-1">
          <div className="flex items-center gap-2">
            <label htmlFor={`${id}-${i}`} className="sr-only">
              {labels.item(i + 1)}
            </label>
            <Input
              id={`${id}-${i}`}
              value={url}
              inputMode="url"
              placeholder="https://"
              aria-invalid={errors.items[i] ? true : undefined}
              aria-describedby={errors.items[i] ? `${id}-${i}-error` : undefined}
              onChange={(event) => onChange(value.map((item, j) => (j === i ? event.target.value : item)))}
            />
            <Button
              type="button"
              size="icon"
              variant="ghost"
              aria-label={labels.remove(i + 1)}
              onClick={() => onChange(value.filter((_, j) => j !== i))}
            >
              <X aria-hidden />
            </Button>
          </div>
          <FieldError id={`${id}-${i}-error`}>{errors.items[i]}</FieldError>
        </div>
      ))}
      {value.length < max ? (
        <Button type="button" size="sm" variant="outline" className="self-start" onClick={() => onChange([...value, ""])}>
          <Plus aria-hidden />
          {labels.add}
        </Button>
      ) : null}
      <FieldError id={`${id}-error`}>{errors.list}</FieldError>
    </fieldset>
  );
}
