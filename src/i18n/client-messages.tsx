import { NextIntlClientProvider } from "next-intl";
import { getMessages } from "next-intl/server";
import { type MessagePath, pickMessages, SHELL_NAMESPACES } from "./pick-messages";

/**
 * Hands the client components below it the messages they use: the shell's namespaces and `namespaces`.
 * A page (or loading state) whose client components translate names what they need here; long texts
 * (blog, legal, help answers) stay on the server. tests/unit/client-messages.test.ts checks each list.
 */
export async function ClientMessages({ namespaces, children }: { namespaces: readonly MessagePath[]; children: React.ReactNode }) {
  const messages = await getMessages();
  return <NextIntlClientProvider messages={pickMessages(messages, [...SHELL_NAMESPACES, ...namespaces])}>{children}</NextIntlClientProvider>;
}
