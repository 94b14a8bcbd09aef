/*
 * What the choice controls share with the stand-ins that take their place until first used (lazy-option-select.tsx,
 * lazy-combobox.tsx): the option types, the aria, the trigger's look, the stand-in's button and the chosen option. No Radix or cmdk code here, so a
 * stand-in does not bring them into the page.
 */

/** A labelled choice of plain options: the one select the app's filters use. `lang` marks a label in another language. */
export interface SelectOption {
  value: string;
  label: string;
  lang?: string;
}

/** Options under a heading; a Combobox takes a flat list or groups. */
export interface ComboboxGroup {
  label: string;
  options: readonly SelectOption[];
}

/** What names and describes a choice control, and its stand-in: its label, hint and error. */
export interface ChoiceAria {
  "aria-label"?: string;
  "aria-describedby"?: string;
  "aria-invalid"?: boolean;
}

/** A stand-in's button, from its control's props: the same id, state and aria, a closed combobox. */
export const standInAttributes = (props: ChoiceAria & { id?: string; disabled?: boolean }) =>
  ({
    id: props.id,
    type: "button",
    role: "combobox",
    "aria-expanded": false,
    disabled: props.disabled,
    "aria-label": props["aria-label"],
    "aria-describedby": props["aria-describedby"],
    "aria-invalid": props["aria-invalid"],
  }) as const;

/** The button of a Select or a Combobox (and of their stand-ins). */
export const CHOICE_TRIGGER_CLASS =
  "flex h-10 w-full items-center justify-between gap-2 rounded-md border border-input bg-background px-3 py-2 text-left text-sm whitespace-nowrap shadow-xs outline-none transition-[color,box-shadow] focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive";

/** A Combobox's options as groups: its `groups`, or its flat `options` as one group without a heading. */
export const comboboxSections = (options: readonly SelectOption[] | undefined, groups: readonly ComboboxGroup[] | undefined): readonly ComboboxGroup[] =>
  groups ?? [{ label: "", options: options ?? [] }];

/** The option whose value is `value`, if any. */
export const chosenOption = (sections: readonly ComboboxGroup[], value: string) =>
  sections.flatMap((section) => section.options).find((option) => option.value === value);
