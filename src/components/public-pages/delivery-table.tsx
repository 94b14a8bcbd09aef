import type { z } from "zod";
import type { deliveryOptionSchema } from "./content-shapes";

type DeliveryOption = z.infer<typeof deliveryOptionSchema>;

/** Delivery options with their timing and price. */
export function DeliveryTable({
  caption,
  columns,
  options,
}: {
  caption: string;
  columns: { option: string; time: string; price: string };
  options: readonly DeliveryOption[];
}) {
  return (
    <table className="w-full max-w-prose border-separate border-spacing-0 overflow-hidden rounded-xl border text-left text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead className="bg-muted/70">
        <tr>
          <th scope="col" className="px-4 py-3 font-semibold">
            {columns.option}
          </th>
          <th scope="col" className="px-4 py-3 font-semibold">
            {columns.time}
          </th>
          <th scope="col" className="px-4 py-3 font-semibold">
            {columns.price}
          </th>
        </tr>
      </thead>
      <tbody>
        {options.map((option) => (
          <tr key={option.name} className="bg-card [&>*]:border-t">
            <th scope="row" className="px-4 py-3 font-semibold">
              {option.name}
            </th>
            <td className="px-4 py-3">{option.time}</td>
            <td className="px-4 py-3 text-muted-foreground">{option.price}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
