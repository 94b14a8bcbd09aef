"use client";

import { Loader2Icon } from "lucide-react";
import { useTranslations } from "next-intl";
import type { Control, FieldPath, FieldValues, UseFormReturn } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { ScriptButton } from "@/components/ui/script-button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage, FormRootMessage } from "@/components/ui/form";
import { Textarea } from "@/components/ui/textarea";

/**
 * A console action asking for a note or reason (suspend, verify, approve, reject): a button opening a dialog around
 * the caller's react-hook-form form (validated with the server's schema), its fields, the server's form-level error and
 * the confirm button. The caller owns `open` (closed on success) and submits the parsed values.
 */
export function FormDialog<TValues extends FieldValues, TOutput>({
  trigger,
  title,
  description,
  confirm,
  destructive = false,
  form,
  open,
  onOpenChange,
  pending,
  onSubmit,
  children,
}: {
  trigger: string;
  title: string;
  description: string;
  confirm: string;
  destructive?: boolean;
  form: UseFormReturn<TValues, unknown, TOutput>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  pending: boolean;
  onSubmit: (values: TOutput) => void;
  children: React.ReactNode;
}) {
  const t = useTranslations();
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) form.clearErrors();
        onOpenChange(next);
      }}
    >
      <DialogTrigger asChild>
        <ScriptButton variant={destructive ? "destructive" : "outline"}>{trigger}</ScriptButton>
      </DialogTrigger>
      <DialogContent closeLabel={t("common.close")}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <Form {...form}>
          <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="flex flex-col gap-3">
            {children}
            <FormRootMessage />
            <Button type="submit" variant={destructive ? "destructive" : "default"} disabled={pending}>
              {pending ? <Loader2Icon aria-hidden className="animate-spin" /> : null}
              {confirm}
            </Button>
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  );
}

/** The written note or reason of a FormDialog, with its translated error under it. */
export function NoteField<TValues extends FieldValues, TOutput>({
  control,
  name,
  label,
}: {
  control: Control<TValues, unknown, TOutput>;
  name: FieldPath<TValues>;
  label: string;
}) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem className="gap-1.5">
          <FormLabel>{label}</FormLabel>
          <FormControl>
            <Textarea {...field} value={field.value ?? ""} maxLength={500} />
          </FormControl>
          <FormMessage role="alert" />
        </FormItem>
      )}
    />
  );
}
