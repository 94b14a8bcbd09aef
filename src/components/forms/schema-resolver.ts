import { zodResolver } from "@hookform/resolvers/zod";
import type { FieldValues, Resolver } from "react-hook-form";
import type { z } from "zod";

/**
 * A react-hook-form resolver for the zod schema the server parses. Forms whose fields hold text
 * (a price typed as "75.50") map their values to the schema's input first with `toInput`; the
 * schema's field paths are the form's field names, so errors land under the right field.
 * `handleSubmit` then hands over the schema's parsed output, ready for the mutation.
 */
export function schemaResolver<TSchema extends z.ZodType<unknown, FieldValues>, TValues extends FieldValues = z.input<TSchema>>(
  schema: TSchema,
  toInput?: (values: TValues) => z.input<TSchema>,
): Resolver<TValues, unknown, z.output<TSchema>> {
  const resolve = zodResolver(schema as never) as unknown as Resolver<FieldValues, unknown, z.output<TSchema>>;
  return (values, context, options) =>
    resolve(toInput ? toInput(values) : values, context, options as never) as ReturnType<Resolver<TValues, unknown, z.output<TSchema>>>;
}
