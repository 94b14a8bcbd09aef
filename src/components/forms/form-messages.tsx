import { CircleAlertIcon } from "lucide-react";
import type * as React from "react";
import { cn } from "@/lib/utils";

/** A field's error under its input; give the input `aria-describedby={id}` and `aria-invalid`. */
export function FieldError({ id, children }: { id: string; children?: React.ReactNode }) {
  if (!children) return null;
  return (
    <p id={id} className="text-sm text-destructive">
      {children}
    </p>
  );
}

/** A form-level message, announced to screen readers when it appears. */
export function FormAlert({ children, className }: { children?: React.ReactNode; className?: string }) {
  if (!children) return null;
  return (
    <div
      role="alert"
      className={cn(
        "flex items-start gap-2 rounded-md border border-destructive/40 bg-destructive/5 px-3 py-2.5 text-sm text-destructive",
        className,
      )}
    >
      <CircleAlertIcon aria-hidden className="mt-0.5 size-4 shrink-0" />
      <div>{children}</div>
    </div>
  );
}
