import { z } from "zod";

/**
 * Shapes of the structured texts the public pages keep in messages (read with `getProse`, src/i18n/prose.ts).
 * Parsing them turns a malformed translation into a clear error instead of a blank section.
 */
export const titledTextSchema = z.object({ title: z.string(), body: z.string() });
export type TitledText = z.infer<typeof titledTextSchema>;

/** A section of long-form text: optional heading, paragraphs, an optional list and text after it. */
export const proseSectionSchema = z.object({
  heading: z.string().optional(),
  paragraphs: z.array(z.string()),
  items: z.array(z.string()).optional(),
  after: z.array(z.string()).optional(),
});
export type ProseSectionContent = z.infer<typeof proseSectionSchema>;

export const faqItemSchema = z.object({ question: z.string(), answer: z.string() });

export const deliveryOptionSchema = z.object({ name: z.string(), time: z.string(), price: z.string() });

/**
 * Message catalogs hold no arrays (next.config.mjs precompiles them, and the compiler takes only strings and
 * objects): a list is written as an object keyed "1", "2", … in order, and read back here as an array.
 */
function listsOf(value: unknown): unknown {
  if (value === null || typeof value !== "object") return value;
  const entries = Object.entries(value);
  const isList = entries.length > 0 && entries.every(([key], index) => key === String(index + 1));
  return isList ? entries.map(([, item]) => listsOf(item)) : Object.fromEntries(entries.map(([key, item]) => [key, listsOf(item)]));
}

export function parseContent<T>(schema: z.ZodType<T>, value: unknown, key: string): T {
  const result = schema.safeParse(listsOf(value));
  if (!result.success) throw new Error(`Message "${key}" does not have the expected shape: ${result.error.message}`);
  return result.data;
}
