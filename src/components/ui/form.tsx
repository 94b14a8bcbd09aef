"use client";

import { type Label as LabelPrimitive, Slot } from "radix-ui";
import * as React from "react";
import {
  Controller,
  type ControllerProps,
  type FieldPath,
  type FieldValues,
  FormProvider,
  useFormContext,
  useFormState,
} from "react-hook-form";
import { useFieldErrorText } from "@/components/forms/field-error-text";
import { FormAlert } from "@/components/forms/form-messages";
import { Label } from "@/components/ui/label";
import { useHydrated } from "@/components/ui/use-hydrated";
import { cn } from "@/lib/utils";

/**
 * shadcn/ui's Form primitives over react-hook-form. Lakou's schemas carry message keys, so
 * `FormMessage` translates a field's error (or shows the server's text), and `FormRootMessage` shows the
 * form-level text that `useMutationFeedback` sets from the server.
 */
export const Form = FormProvider;

type FormFieldContextValue<TFieldValues extends FieldValues = FieldValues, TName extends FieldPath<TFieldValues> = FieldPath<TFieldValues>> = {
  name: TName;
};

const FormFieldContext = React.createContext<FormFieldContextValue | null>(null);

export function FormField<
  TFieldValues extends FieldValues = FieldValues,
  TName extends FieldPath<TFieldValues> = FieldPath<TFieldValues>,
  TTransformedValues = TFieldValues,
>(props: ControllerProps<TFieldValues, TName, TTransformedValues>) {
  return (
    <FormFieldContext.Provider value={{ name: props.name }}>
      <Controller {...props} />
    </FormFieldContext.Provider>
  );
}

const FormItemContext = React.createContext<{ id: string; described: boolean; setDescribed: (described: boolean) => void } | null>(null);

function useFormField() {
  const fieldContext = React.useContext(FormFieldContext);
  const itemContext = React.useContext(FormItemContext);
  const { getFieldState } = useFormContext();
  if (!fieldContext) throw new Error("useFormField should be used within <FormField>");
  if (!itemContext) throw new Error("useFormField should be used within <FormItem>");
  const formState = useFormState({ name: fieldContext.name });
  const fieldState = getFieldState(fieldContext.name, formState);
  const { id, described } = itemContext;
  return {
    id,
    described,
    name: fieldContext.name,
    formItemId: id,
    formDescriptionId: `${id}-hint`,
    formMessageId: `${id}-error`,
    ...fieldState,
  };
}

/** One field; `fieldId` names its control (`<fieldId>`, `<fieldId>-hint`, `<fieldId>-error`), else an id is made up. */
export function FormItem({ className, fieldId, ...props }: React.ComponentProps<"div"> & { fieldId?: string }) {
  const generated = React.useId();
  const id = fieldId ?? generated;
  const [described, setDescribed] = React.useState(false);
  return (
    <FormItemContext.Provider value={{ id, described, setDescribed }}>
      <div data-slot="form-item" className={cn("flex flex-col gap-2", className)} {...props} />
    </FormItemContext.Provider>
  );
}

export function FormLabel({ className, ...props }: React.ComponentProps<typeof LabelPrimitive.Root>) {
  const { formItemId } = useFormField();
  return <Label data-slot="form-label" className={className} htmlFor={formItemId} {...props} />;
}

/**
 * Gives its one child the field's id, `aria-invalid` and `aria-describedby` (hint and error). Until React has
 * taken over the page the child is disabled: what a person typed into the server's HTML would be replaced by
 * the form's state at hydration, so the field opens for typing once its state is there.
 */
export function FormControl({ children, ...props }: React.ComponentProps<typeof Slot.Root>) {
  const { error, described, formItemId, formDescriptionId, formMessageId } = useFormField();
  const hydrated = useHydrated();
  const describedBy = [described ? formDescriptionId : null, error ? formMessageId : null].filter(Boolean).join(" ") || undefined;
  const control = hydrated || !React.isValidElement<{ disabled?: boolean }>(children) ? children : React.cloneElement(children, { disabled: true });
  return (
    <Slot.Root data-slot="form-control" id={formItemId} aria-describedby={describedBy} aria-invalid={error ? true : undefined} {...props}>
      {control}
    </Slot.Root>
  );
}

/** The field's hint; the control references it once it is shown. */
export function FormDescription({ className, ...props }: React.ComponentProps<"p">) {
  const { formDescriptionId } = useFormField();
  const setDescribed = React.useContext(FormItemContext)?.setDescribed;
  React.useEffect(() => {
    setDescribed?.(true);
    return () => setDescribed?.(false);
  }, [setDescribed]);
  return <p data-slot="form-description" id={formDescriptionId} className={cn("text-sm text-muted-foreground", className)} {...props} />;
}

/** The field's error: the server's text, or the schema's message key translated. */
export function FormMessage({ className, ...props }: Omit<React.ComponentProps<"p">, "children">) {
  const errorText = useFieldErrorText();
  const { error, formMessageId } = useFormField();
  if (!error) return null;
  return (
    <p data-slot="form-message" id={formMessageId} className={cn("text-sm text-destructive", className)} {...props}>
      {errorText(error)}
    </p>
  );
}

/** The form-level error the server sent (its text, root.server in the form state), announced when it appears. */
export function FormRootMessage({ className }: { className?: string }) {
  const { errors } = useFormState();
  return <FormAlert className={className}>{errors.root?.server?.message ?? null}</FormAlert>;
}
