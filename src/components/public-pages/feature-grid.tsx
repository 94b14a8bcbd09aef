import type { TitledText } from "./content-shapes";

/** Short titled points (benefits, values) as a grid of cards. */
export function FeatureGrid({ features }: { features: readonly TitledText[] }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {features.map((feature, index) => (
        <li key={index} className="rounded-xl border bg-card p-5 shadow-sm">
          <h3 className="font-semibold">{feature.title}</h3>
          <p className="mt-2 text-sm leading-6 text-muted-foreground">{feature.body}</p>
        </li>
      ))}
    </ul>
  );
}
