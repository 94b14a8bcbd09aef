import { clientEnv } from "@/client-env";

/**
 * Namespaces a page does not send with its document but loads when a dialog that needs them opens
 * (`<LazyMessages>`, served by GET /api/messages): the booking and subscription dialogs and the
 * report dialog. A page still names the few keys its closed state shows (e.g. `booking.dialog`).
 */
const LAZY_NAMESPACES = ["booking", "subscriptions", "moderation"] as const;
export type LazyNamespace = (typeof LAZY_NAMESPACES)[number];

export const isLazyNamespace = (value: string): value is LazyNamespace => (LAZY_NAMESPACES as readonly string[]).includes(value);

/**
 * The address a dialog loads its messages from: the same for every visitor, so caches may keep it, and naming the
 * catalogs' version (`v`), so a copy kept from another build (other texts, or texts in another form) is not used.
 */
export const lazyMessagesUrl = (locale: string, namespaces: readonly LazyNamespace[]) =>
  `/api/messages?${new URLSearchParams([["locale", locale], ...namespaces.map((namespace) => ["ns", namespace]), ["v", clientEnv.messagesVersion]])}`;
