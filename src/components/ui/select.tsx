"use client";

import { Check, ChevronDown, ChevronUp } from "lucide-react";
import { Select as SelectPrimitive } from "radix-ui";
import type * as React from "react";
import { useState } from "react";
import { cn } from "@/lib/utils";
import { CHOICE_TRIGGER_CLASS, type ChoiceAria, type SelectOption } from "./choice";

/** shadcn/ui's Select on Radix: a listbox with type-ahead, arrow keys, Home/End and Escape. */
export const Select = SelectPrimitive.Root;
export const SelectValue = SelectPrimitive.Value;

export function SelectTrigger({ className, children, ...props }: React.ComponentProps<typeof SelectPrimitive.Trigger>) {
  return (
    <SelectPrimitive.Trigger
      data-slot="select-trigger"
      className={cn(CHOICE_TRIGGER_CLASS, "data-[placeholder]:text-muted-foreground [&>span]:line-clamp-1", className)}
      {...props}
    >
      {children}
      <SelectPrimitive.Icon asChild>
        <ChevronDown aria-hidden className="size-4 shrink-0 opacity-60" />
      </SelectPrimitive.Icon>
    </SelectPrimitive.Trigger>
  );
}

/** `container` keeps the list inside an element shown fullscreen (the video player); the page's body otherwise. */
export function SelectContent({
  className,
  children,
  position = "popper",
  container,
  ...props
}: React.ComponentProps<typeof SelectPrimitive.Content> & { container?: HTMLElement | null }) {
  return (
    <SelectPrimitive.Portal container={container}>
      <SelectPrimitive.Content
        data-slot="select-content"
        position={position}
        className={cn(
          "relative z-50 max-h-(--radix-select-content-available-height) min-w-[8rem] overflow-x-hidden overflow-y-auto rounded-md border bg-popover text-popover-foreground shadow-md data-[state=open]:animate-in data-[state=open]:fade-in-0",
          position === "popper" && "w-full min-w-(--radix-select-trigger-width) data-[side=bottom]:translate-y-1 data-[side=top]:-translate-y-1",
          className,
        )}
        {...props}
      >
        <SelectPrimitive.ScrollUpButton className="flex cursor-default items-center justify-center py-1">
          <ChevronUp aria-hidden className="size-4" />
        </SelectPrimitive.ScrollUpButton>
        <SelectPrimitive.Viewport className="p-1">{children}</SelectPrimitive.Viewport>
        <SelectPrimitive.ScrollDownButton className="flex cursor-default items-center justify-center py-1">
          <ChevronDown aria-hidden className="size-4" />
        </SelectPrimitive.ScrollDownButton>
      </SelectPrimitive.Content>
    </SelectPrimitive.Portal>
  );
}

export function SelectItem({ className, children, ...props }: React.ComponentProps<typeof SelectPrimitive.Item>) {
  return (
    <SelectPrimitive.Item
      data-slot="select-item"
      className={cn(
        "relative flex w-full cursor-default items-center rounded-sm py-1.5 pr-8 pl-2 text-sm outline-none select-none focus:bg-muted data-[disabled]:pointer-events-none data-[disabled]:opacity-50",
        className,
      )}
      {...props}
    >
      <span className="absolute right-2 flex size-3.5 items-center justify-center">
        <SelectPrimitive.ItemIndicator>
          <Check aria-hidden className="size-4" />
        </SelectPrimitive.ItemIndicator>
      </span>
      <SelectPrimitive.ItemText>{children}</SelectPrimitive.ItemText>
    </SelectPrimitive.Item>
  );
}

/** Radix allows no empty item value: this one stands for "" (e.g. "All categories"). */
const EMPTY = "__empty__";
const encode = (value: string) => (value === "" ? EMPTY : value);

/** What an OptionSelect takes (and LazyOptionSelect, which stands in for it until first used). */
export interface OptionSelectProps extends ChoiceAria {
  id?: string;
  name?: string;
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  options: readonly SelectOption[];
  disabled?: boolean;
  className?: string;
}

/**
 * A Select over a list of options, controlled (`value`) or not (`defaultValue`). "" is a valid option value.
 * With `name` the choice is submitted with its form through a hidden field, "" included, as a native select would.
 * `defaultOpen` and `autoFocus`: it takes the place of a stand-in that was pressed or focused (lazy-option-select.tsx).
 */
export function OptionSelect({
  id,
  name,
  value,
  defaultValue = "",
  onValueChange,
  options,
  disabled,
  className,
  defaultOpen,
  autoFocus,
  ...aria
}: OptionSelectProps & { defaultOpen?: boolean; autoFocus?: boolean }) {
  const [own, setOwn] = useState(defaultValue);
  const current = value ?? own;
  return (
    <>
      <Select
        disabled={disabled}
        defaultOpen={defaultOpen}
        value={encode(current)}
        onValueChange={(next) => {
          const decoded = next === EMPTY ? "" : next;
          setOwn(decoded);
          onValueChange?.(decoded);
        }}
      >
        <SelectTrigger id={id} className={className} autoFocus={autoFocus} {...aria}>
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {options.map((option) => (
            <SelectItem key={option.value} value={encode(option.value)} lang={option.lang}>
              {option.label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      {name ? <input type="hidden" name={name} value={current} /> : null}
    </>
  );
}
