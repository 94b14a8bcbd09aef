import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import type { SelectOption } from "@/components/ui/choice";
import { OptionSelect } from "@/components/ui/select";

/** A console list's filters: a GET form whose fields land in the address, so a filtered list can be shared. */
export function FilterForm({ apply, children }: { apply: string; children: React.ReactNode }) {
  return (
    <form role="search" className="grid gap-3 rounded-xl border bg-background p-4 sm:grid-cols-2 lg:grid-cols-[repeat(auto-fit,minmax(9rem,1fr))] lg:items-end">
      {children}
      <Button type="submit">{apply}</Button>
    </form>
  );
}

/** One labelled filter field. */
export function FilterField({ id, label, children }: { id: string; label: string; children: React.ReactNode }) {
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      {children}
    </div>
  );
}

/** A labelled choice among `options`, submitted as `name`; `allLabel` adds the first option, "" (no filter). */
export function FilterSelect({
  id,
  name,
  label,
  defaultValue,
  allLabel,
  options,
}: {
  id: string;
  name: string;
  label: string;
  defaultValue: string;
  allLabel?: string;
  options: readonly SelectOption[];
}) {
  return (
    <FilterField id={id} label={label}>
      <OptionSelect id={id} name={name} defaultValue={defaultValue} options={allLabel === undefined ? options : [{ value: "", label: allLabel }, ...options]} />
    </FilterField>
  );
}
