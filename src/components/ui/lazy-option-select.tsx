"use client";

import { ChevronDown } from "lucide-react";
import { cn } from "@/lib/utils";
import { CHOICE_TRIGGER_CLASS, standInAttributes } from "./choice";
import type { OptionSelectProps } from "./select";
import { useFirstUse } from "./use-first-use";

const loadOptionSelect = () => import("./select").then((module) => module.OptionSelect);

/** Keys that open a Select from its button, as Radix's trigger does. */
const OPENING_KEYS = new Set(["Enter", " ", "ArrowDown", "ArrowUp"]);

/**
 * An OptionSelect whose code (Radix Select) is not part of the page's first load: it loads once the browser is idle after
 * the page has come up, or when first pointed at or focused. Until used it is a button that looks and reads the same (a
 * combobox named by its label, showing the chosen option); then the real select takes its place: open when the button
 * was pressed (a mouse button down, a tap, or Enter, Space and the arrows, as Radix opens), with the focus when the
 * button only had the keyboard's focus.
 */
export function LazyOptionSelect(props: OptionSelectProps) {
  const { used, prepare, swap, onFocus } = useFirstUse(loadOptionSelect, { whenIdle: true });
  if (used) return <used.Loaded {...props} defaultOpen={used.kind !== "focus"} autoFocus={used.kind === "focus"} />;
  const { name, value, defaultValue = "", options, className } = props;
  const current = value ?? defaultValue;
  return (
    <>
      <button
        {...standInAttributes(props)}
        aria-autocomplete="none"
        className={cn(CHOICE_TRIGGER_CLASS, "[&>span]:line-clamp-1", className)}
        onPointerEnter={prepare}
        onFocus={onFocus}
        onPointerDown={(event) => {
          if (event.button === 0 && !event.ctrlKey && event.pointerType === "mouse") swap("pointer");
        }}
        onClick={(event) => {
          if (event.detail > 0) swap("pointer");
        }}
        onKeyDown={(event) => {
          if (!OPENING_KEYS.has(event.key)) return;
          event.preventDefault();
          swap("keyboard");
        }}
      >
        <span>{options.find((option) => option.value === current)?.label}</span>
        <ChevronDown aria-hidden className="size-4 shrink-0 opacity-60" />
      </button>
      {name ? <input type="hidden" name={name} value={current} /> : null}
    </>
  );
}
