import { useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import { type MenuUser, roleBadge } from "./account-menu";

/** Name, e-mail and role badge at the top of the account menus. */
export function AccountSummary({ user }: { user: MenuUser }) {
  const t = useTranslations("userMenu.badge");
  const badge = roleBadge(user);
  return (
    <div className="flex min-w-0 flex-col gap-1">
      {user.name ? <p className="truncate text-sm font-semibold text-foreground">{user.name}</p> : null}
      <p className="truncate text-xs text-muted-foreground">{user.email}</p>
      {badge ? (
        <Badge variant={badge === "admin" ? "default" : "accent"}>
          {t(badge)}
        </Badge>
      ) : null}
    </div>
  );
}
