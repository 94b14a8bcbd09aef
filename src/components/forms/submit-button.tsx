import { Loader2Icon } from "lucide-react";
import type * as React from "react";
import { Button } from "@/components/ui/button";

/** A full-width submit button that shows a spinner and its busy label while the form is sent. */
export function SubmitButton({
  pending,
  pendingLabel,
  children,
  ...props
}: React.ComponentProps<typeof Button> & { pending: boolean; pendingLabel: string }) {
  return (
    <Button type="submit" size="lg" className="w-full" disabled={pending} aria-disabled={pending} {...props}>
      {pending ? (
        <>
          <Loader2Icon aria-hidden className="animate-spin" />
          {pendingLabel}
        </>
      ) : (
        children
      )}
    </Button>
  );
}
