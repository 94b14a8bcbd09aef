"use client";

import dynamic from "next/dynamic";
import type { MenuUser } from "./account-menu";

/*
 * The bell (with its live connection) and the account menu are only for signed-in people: loaded as their own
 * chunks when rendered, so a visitor's page does not download them.
 */
const NotificationBell = dynamic(() => import("@/components/notifications/notification-bell").then((module) => module.NotificationBell));
const UserMenu = dynamic(() => import("./user-menu").then((module) => module.UserMenu));

/** The signed-in end of the header: notification bell and account menu. */
export function AccountControls({ user }: { user: MenuUser }) {
  return (
    <>
      <NotificationBell />
      <UserMenu user={user} />
    </>
  );
}
