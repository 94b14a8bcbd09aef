"use client";

import type * as React from "react";
import { useTypedBeforeHydration } from "@/components/ui/use-typed-before-hydration";
import { cn } from "@/lib/utils";

export function Input({ className, type, ref, ...props }: React.ComponentProps<"input">) {
  const boxRef = useTypedBeforeHydration(props.value, ref);
  return (
    <input
      type={type}
      data-slot="input"
      className={cn(
        "flex h-10 w-full min-w-0 rounded-md border border-input bg-background px-3 py-2 text-base shadow-xs outline-none transition-[color,box-shadow] placeholder:text-muted-foreground focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive aria-invalid:ring-destructive/20 md:text-sm",
        className,
      )}
      ref={boxRef}
      {...props}
    />
  );
}
