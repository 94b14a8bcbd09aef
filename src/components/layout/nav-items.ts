/** One entry of the site navigation: an unprefixed path (Link adds the locale) and its key under `nav`. */
export interface NavItem {
  href: string;
  key: "home" | "browse" | "howItWorks" | "forCreators" | "help" | "blog" | "about";
}

/** The public pages of the header, the phone menu and the footer, in the spec's order. */
export const NAV_ITEMS: readonly NavItem[] = [
  { href: "/", key: "home" },
  { href: "/browse", key: "browse" },
  { href: "/how-it-works", key: "howItWorks" },
  { href: "/for-creators", key: "forCreators" },
  { href: "/help", key: "help" },
  { href: "/blog", key: "blog" },
  { href: "/about", key: "about" },
];

/** Legal pages, linked from the footer. */
export const LEGAL_ITEMS = [
  { href: "/terms", key: "terms" },
  { href: "/privacy", key: "privacy" },
  { href: "/refund", key: "refund" },
] as const;

/**
 * How a link relates to the current (unprefixed) path: the page itself, a page inside its section,
 * or neither. Home is current only on `/`.
 */
export function currentState(href: string, pathname: string): "page" | "true" | undefined {
  if (pathname === href) return "page";
  if (href !== "/" && pathname.startsWith(`${href}/`)) return "true";
  return undefined;
}
