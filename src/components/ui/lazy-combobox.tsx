"use client";

import { ChevronsUpDown } from "lucide-react";
import { useTranslations } from "next-intl";
import { cn } from "@/lib/utils";
import { CHOICE_TRIGGER_CLASS, chosenOption, comboboxSections, standInAttributes } from "./choice";
import type { ComboboxProps } from "./combobox";
import { useFirstUse } from "./use-first-use";

const loadCombobox = () => import("./combobox").then((module) => module.Combobox);

/**
 * A Combobox whose code (Radix Popover and cmdk) is not part of the page's first load: it loads once the browser is idle
 * after the page has come up, or when first pointed at or focused. Until used it is a button that looks and reads the
 * same (a combobox naming the choice); then the real combobox takes its place: open when the button was pressed
 * (clicked, tapped, Enter or Space, as the Popover opens), with the focus when the button only had the keyboard's focus.
 */
export function LazyCombobox(props: ComboboxProps) {
  const t = useTranslations("common.combobox");
  const { used, prepare, swap, onFocus } = useFirstUse(loadCombobox, { whenIdle: true });
  if (used) return <used.Loaded {...props} defaultOpen={used.kind !== "focus"} autoFocus={used.kind === "focus"} />;
  const { name, value, options, groups, placeholder, className } = props;
  const chosen = chosenOption(comboboxSections(options, groups), value);
  return (
    <>
      <button
        {...standInAttributes(props)}
        aria-haspopup="listbox"
        className={cn(CHOICE_TRIGGER_CLASS, !chosen && "text-muted-foreground", className)}
        onPointerEnter={prepare}
        onFocus={onFocus}
        onClick={(event) => swap(event.detail > 0 ? "pointer" : "keyboard")}
      >
        <span className="truncate">{chosen?.label ?? placeholder ?? t("choose")}</span>
        <ChevronsUpDown aria-hidden className="size-4 shrink-0 opacity-60" />
      </button>
      {name ? <input type="hidden" name={name} value={value} /> : null}
    </>
  );
}
