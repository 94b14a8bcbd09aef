"use client";

import { Check, ChevronsUpDown } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Command, CommandEmpty, CommandGroup, CommandInput, CommandItem, CommandList } from "@/components/ui/command";
import { Popover, PopoverContent, PopoverTrigger } from "@/components/ui/popover";
import { cn } from "@/lib/utils";
import { CHOICE_TRIGGER_CLASS, type ChoiceAria, chosenOption, type ComboboxGroup, comboboxSections, type SelectOption } from "./choice";

/** Case- and accent-blind: "anne" finds "Anniversaire" and "Anne", "ete" finds "Été". */
const fold = (text: string) => text.normalize("NFD").replace(/\p{Diacritic}/gu, "").toLowerCase();
/** cmdk's filter over the visible label only (kept in `keywords`), never the internal value. */
const byLabel = (_value: string, search: string, keywords?: string[]) => (keywords?.some((label) => fold(label).includes(fold(search.trim()))) ? 1 : 0);

/** What a Combobox takes (and LazyCombobox, which stands in for it until first used). */
export interface ComboboxProps extends ChoiceAria {
  id?: string;
  name?: string;
  value: string;
  onValueChange: (value: string) => void;
  options?: readonly SelectOption[];
  groups?: readonly ComboboxGroup[];
  placeholder?: string;
  searchPlaceholder?: string;
  emptyText?: string;
  disabled?: boolean;
  onClose?: () => void;
  className?: string;
}

/**
 * shadcn's Combobox: a button naming the choice that opens a searchable list (Popover + Command). Typing filters
 * by the options' visible labels, arrows move, Enter picks, Escape closes and gives focus back to the button.
 * `searchPlaceholder` and `emptyText` default to the shared translated texts. With `name` the value is submitted
 * with its form through a hidden field, as a native select would. `defaultOpen` and `autoFocus`: it takes the place of a
 * stand-in that was pressed or focused (lazy-combobox.tsx).
 */
export function Combobox({
  id,
  name,
  value,
  onValueChange,
  options,
  groups,
  placeholder,
  searchPlaceholder,
  emptyText,
  disabled,
  onClose,
  className,
  defaultOpen = false,
  autoFocus,
  ...aria
}: ComboboxProps & { defaultOpen?: boolean; autoFocus?: boolean }) {
  const t = useTranslations("common.combobox");
  const [open, setOpen] = useState(defaultOpen);
  const sections = comboboxSections(options, groups);
  const chosen = chosenOption(sections, value);

  function pick(next: string) {
    onValueChange(next);
    setOpen(false);
    onClose?.();
  }

  return (
    <>
      <Popover
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) onClose?.();
        }}
      >
        <PopoverTrigger asChild>
          <button
            id={id}
            type="button"
            role="combobox"
            aria-expanded={open}
            aria-haspopup="listbox"
            disabled={disabled}
            autoFocus={autoFocus}
            {...aria}
            className={cn(CHOICE_TRIGGER_CLASS, !chosen && "text-muted-foreground", className)}
          >
            <span className="truncate">{chosen?.label ?? placeholder ?? t("choose")}</span>
            <ChevronsUpDown aria-hidden className="size-4 shrink-0 opacity-60" />
          </button>
        </PopoverTrigger>
        <PopoverContent align="start" className="w-(--radix-popover-trigger-width) min-w-[12rem] p-0">
          <Command filter={byLabel} defaultValue={value || undefined}>
            <CommandInput placeholder={searchPlaceholder ?? t("search")} />
            <CommandList>
              <CommandEmpty>{emptyText ?? t("noResults")}</CommandEmpty>
              {sections.map((section, index) => (
                <CommandGroup key={section.label || index} heading={section.label || undefined}>
                  {section.options.map((option) => (
                    <CommandItem key={option.value} value={option.value} keywords={[option.label]} onSelect={() => pick(option.value)}>
                      <span className="flex-1 truncate">{option.label}</span>
                      <Check aria-hidden className={cn("size-4", option.value === value ? "opacity-100" : "opacity-0")} />
                    </CommandItem>
                  ))}
                </CommandGroup>
              ))}
            </CommandList>
          </Command>
        </PopoverContent>
      </Popover>
      {name ? <input type="hidden" name={name} value={value} /> : null}
    </>
  );
}
