"use client";

import { Loader2Icon } from "lucide-react";
import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";

/**
 * One setting's new value (the exchange rate, the commission): a decimal field and its save button.
 * `onSave` runs the mutation and answers a message key on failure, shown under the field.
 */
export function SettingValueForm({
  label,
  saveLabel,
  current,
  pending,
  onSave,
}: {
  label: string;
  saveLabel: string;
  current: string | null;
  pending: boolean;
  onSave: (value: string) => Promise<string | null>;
}) {
  const tAll = useTranslations();
  const id = useId();
  const [value, setValue] = useState(current ?? "");
  const [errorKey, setErrorKey] = useState<string | null>(null);
  return (
    <form
      onSubmit={async (event) => {
        event.preventDefault();
        setErrorKey(await onSave(value));
      }}
      className="flex flex-col gap-2 sm:flex-row sm:items-end"
    >
      <div className="flex flex-1 flex-col gap-1.5">
        <Label htmlFor={id}>{label}</Label>
        <Input
          id={id}
          inputMode="decimal"
          value={value}
          onChange={(event) => setValue(event.target.value)}
          aria-invalid={errorKey ? true : undefined}
          aria-describedby={errorKey ? `${id}-error` : undefined}
        />
        {errorKey ? (
          <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
            {tAll(errorKey as never)}
          </p>
        ) : null}
      </div>
      <Button type="submit" disabled={pending}>
        {pending ? <Loader2Icon aria-hidden className="animate-spin" /> : null}
        {saveLabel}
      </Button>
    </form>
  );
}
