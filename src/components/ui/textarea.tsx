"use client";

import type * as React from "react";
import { useTypedBeforeHydration } from "@/components/ui/use-typed-before-hydration";
import { cn } from "@/lib/utils";

export function Textarea({ className, ref, ...props }: React.ComponentProps<"textarea">) {
  const boxRef = useTypedBeforeHydration(props.value, ref);
  return (
    <textarea
      data-slot="textarea"
      className={cn(
        "flex min-h-20 w-full rounded-md border border-input bg-background px-3 py-2 text-base shadow-xs outline-none placeholder:text-muted-foreground focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:opacity-50 aria-invalid:border-destructive md:text-sm",
        className,
      )}
      ref={boxRef}
      {...props}
    />
  );
}
