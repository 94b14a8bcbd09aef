import type { TitledText } from "./content-shapes";

/** Numbered steps, one column on phones and two from tablets up. */
export function StepList({ steps }: { steps: readonly TitledText[] }) {
  return (
    <ol className="grid gap-4 sm:grid-cols-2">
      {steps.map((step, index) => (
        <li key={index} className="flex gap-4 rounded-xl border bg-card p-5 shadow-sm">
          <span
            aria-hidden="true"
            className="flex size-9 shrink-0 items-center justify-center rounded-full bg-primary text-base font-semibold text-primary-foreground"
          >
            {index + 1}
          </span>
          <div>
            <h3 className="font-semibold leading-9">{step.title}</h3>
            <p className="mt-1 text-sm leading-6 text-muted-foreground">{step.body}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
