import {
  BarChart3Icon,
  ClapperboardIcon,
  InboxIcon,
  LayoutDashboardIcon,
  type LucideIcon,
  NewspaperIcon,
  SettingsIcon,
  WalletIcon,
} from "lucide-react";
import type { AccountMenuItem } from "@/components/layout/account-menu";

/** The picture beside each creator tool in the workspace's sidebar and phone tab bar. */
export const TOOL_ICONS: Partial<Record<AccountMenuItem["key"], LucideIcon>> = {
  creatorDashboard: LayoutDashboardIcon,
  creatorContent: InboxIcon,
  creatorStudio: ClapperboardIcon,
  creatorPosts: NewspaperIcon,
  creatorAnalytics: BarChart3Icon,
  creatorEarnings: WalletIcon,
  creatorSettings: SettingsIcon,
};
