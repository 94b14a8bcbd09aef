"use client";

import { CheckIcon, Trash2Icon } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Link } from "@/i18n/navigation";
import type { Locale } from "@/i18n/routing";
import { formatDate } from "@/lib/locale-format";
import type { FeedNotification } from "@/lib/notifications/notification-feed";
import { notificationHref } from "@/lib/notifications/notification-links";
import { cn } from "@/lib/utils";

/**
 * One notification: its title (a link to what it is about, which also marks it read), body and time,
 * an unread marker, and Mark as read / Delete buttons.
 */
export function NotificationRow({
  notification,
  busy,
  onRead,
  onDelete,
  onNavigate,
}: {
  notification: Pick<FeedNotification, "id" | "type" | "params" | "title" | "body" | "readAt" | "createdAt">;
  busy: boolean;
  onRead: () => void;
  onDelete: () => void;
  onNavigate?: () => void;
}) {
  const t = useTranslations("notifications.item");
  const locale = useLocale() as Locale;
  const unread = !notification.readAt;
  const href = notificationHref(notification.type, notification.params);
  const follow = () => {
    if (unread) onRead();
    onNavigate?.();
  };
  return (
    <li className={cn("flex gap-3 px-3 py-3", unread && "bg-primary/5")} data-unread={unread || undefined}>
      <span aria-hidden className={cn("mt-1.5 size-2 shrink-0 rounded-full", unread ? "bg-primary" : "bg-transparent")} />
      <div className="flex min-w-0 flex-1 flex-col gap-0.5">
        <p className={cn("text-sm", unread ? "font-semibold" : "font-medium")}>
          {unread ? <span className="sr-only">{t("unread")} </span> : null}
          {href ? (
            <Link href={href} onClick={follow} className="underline-offset-4 outline-none hover:underline focus-visible:underline">
              {notification.title}
            </Link>
          ) : (
            notification.title
          )}
        </p>
        <p className="text-sm break-words text-muted-foreground">{notification.body}</p>
        <p className="text-xs text-muted-foreground">
          {formatDate(new Date(notification.createdAt), locale, { dateStyle: "medium", timeStyle: "short" })}
        </p>
      </div>
      <div className="flex shrink-0 items-start gap-1">
        {unread ? (
          <Button type="button" variant="ghost" size="icon" className="size-8" disabled={busy} onClick={onRead} aria-label={t("markRead", { title: notification.title })}>
            <CheckIcon aria-hidden />
          </Button>
        ) : null}
        <Button type="button" variant="ghost" size="icon" className="size-8" disabled={busy} onClick={onDelete} aria-label={t("delete", { title: notification.title })}>
          <Trash2Icon aria-hidden />
        </Button>
      </div>
    </li>
  );
}
