import { canActAsCreator } from "@/lib/creator-rule";
import type { Actor } from "@/server/auth/actor";

/** What the header's account menus need to know about the signed-in user (no permissions, no ids). */
export type MenuUser = Pick<Actor, "name" | "email" | "role" | "isCreator" | "currentMode">;

type MenuGroupId = "fan" | "creator" | "admin";

/** One entry of the account menu: an unprefixed path and its key under `userMenu.items`. */
export interface AccountMenuItem {
  href: string;
  key: "fanHome" | "fanSubscriptions" | "feed" | "fanOrders" | "fanSettings" | "creatorDashboard" | "creatorContent" | "creatorStudio" | "creatorPosts" | "creatorCalls" | "creatorAnalytics" | "creatorEarnings" | "creatorSettings" | "adminDashboard" | "adminUsers" | "adminAnalytics" | "adminSettings";
}

/**
 * The account menu by group. The spec's full lists are:
 * - Fan Features: /fan/home (Home), /fan/orders (My Orders), /fan/settings (Settings)
 * - Creator Features: /creator/dashboard (Dashboard), /creator/content (My Videos),
 *   /creator/analytics (Analytics), /creator/finances (Earnings), /creator/settings (Settings)
 * - Admin: /admin/dashboard (Admin Dashboard), /admin/users (User Management),
 *   /admin/analytics (Analytics), /admin/settings (Settings)
 * Only the entries whose pages exist are listed; each later page adds its entry here. Beside the
 * spec's lists: the fan's subscriptions (/fan/subscriptions, screen 9), the content feed (/feed) for fans,
 * the creator's studio (/creator/studio, screens 6-7), posts (/creator/posts) and calls (/creator/calls).
 */
const GROUP_ITEMS = {
  fan: [
    { href: "/fan/home", key: "fanHome" },
    { href: "/fan/subscriptions", key: "fanSubscriptions" },
    { href: "/feed", key: "feed" },
    { href: "/fan/orders", key: "fanOrders" },
    { href: "/fan/settings", key: "fanSettings" },
  ],
  creator: [
    { href: "/creator/dashboard", key: "creatorDashboard" },
    { href: "/creator/content", key: "creatorContent" },
    { href: "/creator/studio", key: "creatorStudio" },
    { href: "/creator/posts", key: "creatorPosts" },
    { href: "/creator/calls", key: "creatorCalls" },
    { href: "/creator/analytics", key: "creatorAnalytics" },
    { href: "/creator/finances", key: "creatorEarnings" },
    { href: "/creator/settings", key: "creatorSettings" },
  ],
  admin: [
    { href: "/admin/dashboard", key: "adminDashboard" },
    { href: "/admin/users", key: "adminUsers" },
    { href: "/admin/analytics", key: "adminAnalytics" },
    { href: "/admin/settings", key: "adminSettings" },
  ],
} as const satisfies Record<MenuGroupId, readonly AccountMenuItem[]>;

/** The creator's tools: the account menu's creator group, and the creator workspace's navigation. */
export const CREATOR_TOOLS: readonly AccountMenuItem[] = GROUP_ITEMS.creator;

export interface AccountMenuGroup {
  id: MenuGroupId;
  items: readonly AccountMenuItem[];
}

/** Admins get the admin group; fans the fan group; creators the creator group; a fan who creates both. */
export function accountMenuGroups(user: Pick<MenuUser, "role" | "isCreator">): AccountMenuGroup[] {
  if (user.role === "admin") return [{ id: "admin", items: GROUP_ITEMS.admin }];
  const ids: MenuGroupId[] = user.role === "fan" ? ["fan"] : [];
  if (canActAsCreator(user)) ids.push("creator");
  return ids.map((id) => ({ id, items: GROUP_ITEMS[id] }));
}

/** The spec names three badges; a plain fan has none. */
export function roleBadge(user: Pick<MenuUser, "role" | "isCreator">): "fanCreator" | "creator" | "admin" | null {
  if (user.role === "admin") return "admin";
  if (user.role === "creator") return "creator";
  return user.isCreator ? "fanCreator" : null;
}

/** Two letters for the avatar: initials of the name, else the start of the e-mail. */
export function initialsOf(user: Pick<MenuUser, "name" | "email">): string {
  const words = (user.name ?? "").trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? `${words[0]![0]}${words.at(-1)![0]}` : (words[0] ?? user.email).slice(0, 2);
  return letters.toUpperCase();
}
