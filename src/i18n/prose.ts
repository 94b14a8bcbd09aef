import "server-only";
import { getMessages } from "next-intl/server";
import type { z } from "zod";
import { parseContent } from "@/components/public-pages/content-shapes";
import { messageAt } from "./pick-messages";

/**
 * The structured long texts (steps, FAQs, legal sections, blog bodies) under `namespace` of the request's messages,
 * each read by its key and parsed to its shape. They render on the server only, and are read from the catalog as it
 * is: a precompiled catalog has no `t.raw`.
 */
export async function getProse(namespace: string) {
  const root = messageAt(await getMessages(), namespace);
  return <T>(schema: z.ZodType<T>, key: string) => parseContent(schema, messageAt(root, key), `${namespace}.${key}`);
}
