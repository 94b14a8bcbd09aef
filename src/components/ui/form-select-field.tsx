"use client";

import type { Control, FieldPath, FieldPathValue, FieldValues } from "react-hook-form";
import { FormControl, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import type { SelectOption } from "@/components/ui/choice";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";

/** A field holding its option's value as is needs no `parse`; any other (a number of hours) does. */
type Parse<TValue> = [TValue] extends [string] ? { parse?: (value: string) => TValue } : { parse: (value: string) => TValue };

/**
 * A react-hook-form field chosen from plain options: its label, the Select (its trigger takes the field's id, so the
 * label names it, with `aria-invalid` and `aria-describedby`, and is what the form focuses on an error), and the
 * translated error. `className` and `fieldId` go to the FormItem; `alert` announces the error as it appears.
 */
export function FormSelectField<TValues extends FieldValues, TName extends FieldPath<TValues>, TOutput>({
  control,
  name,
  label,
  options,
  parse,
  className,
  fieldId,
  alert = false,
}: {
  control: Control<TValues, unknown, TOutput>;
  name: TName;
  label: string;
  options: readonly SelectOption[];
  className?: string;
  fieldId?: string;
  alert?: boolean;
} & Parse<FieldPathValue<TValues, TName>>) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem className={className} fieldId={fieldId}>
          <FormLabel>{label}</FormLabel>
          <Select value={String(field.value ?? "")} onValueChange={(value) => field.onChange(parse ? parse(value) : value)}>
            <FormControl>
              <SelectTrigger ref={field.ref} onBlur={field.onBlur}>
                <SelectValue />
              </SelectTrigger>
            </FormControl>
            <SelectContent>
              {options.map((option) => (
                <SelectItem key={option.value} value={option.value} lang={option.lang}>
                  {option.label}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
          <FormMessage role={alert ? "alert" : undefined} />
        </FormItem>
      )}
    />
  );
}
