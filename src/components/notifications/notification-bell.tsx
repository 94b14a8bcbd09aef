"use client";

import { BellIcon, Loader2Icon } from "lucide-react";
import { useTranslations } from "next-intl";
import { useCallback, useState } from "react";
import { toast } from "@/components/ui/toast";
import { Button, buttonVariants } from "@/components/ui/button";
import { ScriptButton } from "@/components/ui/script-button";
import { Popover, PopoverContent, PopoverTrigger } from "@/components/ui/popover";
import { Link, useRouter } from "@/i18n/navigation";
import type { FeedNotification } from "@/lib/notifications/notification-feed";
import { notificationHref } from "@/lib/notifications/notification-links";
import { NOTIFICATION_TOAST_MS } from "@/lib/notifications/realtime";
import { cn } from "@/lib/utils";
import { api } from "@/trpc/react";
import { NotificationRow } from "./notification-row";
import { useNotificationFeed } from "./use-notification-feed";

/** The unread count as the badge shows it. */
const badgeText = (count: number) => (count > 99 ? "99+" : String(count));

/**
 * The bell for a signed-in user (site header; admin top bar): the unread count, and a panel with the
 * latest notifications (mark read, delete, mark all read, clear all, links to what each is about) and
 * a link to the full history. New notifications arrive live and show a toast for 5 s. Mount one per page.
 */
export function NotificationBell({ className }: { className?: string }) {
  const t = useTranslations("notifications.bell");
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const onNew = useCallback(
    (notification: FeedNotification) => {
      const href = notificationHref(notification.type, notification.params);
      toast(notification.title, {
        id: `notification-${notification.id}`,
        description: notification.body,
        duration: NOTIFICATION_TOAST_MS,
        action: href ? { label: t("open"), onClick: () => router.push(href) } : undefined,
      });
    },
    [router, t],
  );
  const { state, apply } = useNotificationFeed(onNew);
  const [error, setError] = useState(false);
  const done = { onSuccess: () => setError(false), onError: () => setError(true) };
  const markRead = api.notifications.markRead.useMutation(done);
  const markAllRead = api.notifications.markAllRead.useMutation(done);
  const remove = api.notifications.remove.useMutation(done);
  const clearAll = api.notifications.clearAll.useMutation(done);
  const busy = markRead.isPending || markAllRead.isPending || remove.isPending || clearAll.isPending;
  const now = () => new Date().toISOString();

  const label = state.unread > 0 ? t("labelUnread", { count: state.unread }) : t("label");
  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <ScriptButton type="button" variant="ghost" size="icon" aria-label={label} className={cn("relative", className)} data-testid="notification-bell">
          <BellIcon aria-hidden className="size-5!" />
          {state.unread > 0 ? (
            <span
              aria-hidden
              data-testid="notification-count"
              className="absolute top-1 right-1 flex h-4.5 min-w-4.5 items-center justify-center rounded-full bg-destructive px-1 text-[10px] leading-none font-semibold text-white tabular-nums"
            >
              {badgeText(state.unread)}
            </span>
          ) : null}
        </ScriptButton>
      </PopoverTrigger>
      <PopoverContent className="flex max-h-[min(32rem,calc(100dvh-5rem))] w-[min(24rem,calc(100vw-1rem))] flex-col p-0" aria-label={t("title")}>
        <div className="flex flex-wrap items-center justify-between gap-2 border-b px-3 py-2">
          <h2 className="text-sm font-semibold">{t("title")}</h2>
          <div className="flex items-center gap-1">
            {busy ? <Loader2Icon aria-hidden className="size-4 animate-spin text-muted-foreground" /> : null}
            <Button
              type="button"
              variant="ghost"
              size="sm"
              disabled={busy || state.unread === 0}
              onClick={() => markAllRead.mutate(undefined, { onSuccess: () => apply({ kind: "read", ids: null, readAt: now() }) })}
            >
              {t("markAllRead")}
            </Button>
            <Button
              type="button"
              variant="ghost"
              size="sm"
              disabled={busy || state.items.length === 0}
              onClick={() => clearAll.mutate(undefined, { onSuccess: () => apply({ kind: "deleted", ids: null }) })}
            >
              {t("clearAll")}
            </Button>
          </div>
        </div>
        {state.status === "reconnecting" || state.status === "polling" ? (
          <p role="status" className="border-b bg-muted px-3 py-1.5 text-xs text-muted-foreground">
            {t(`status.${state.status}`)}
          </p>
        ) : null}
        {error ? (
          <p role="alert" className="border-b px-3 py-1.5 text-xs text-destructive">
            {t("actionFailed")}
          </p>
        ) : null}
        <div className="min-h-0 flex-1 overflow-y-auto">
          {state.failed ? (
            <p role="alert" className="px-3 py-6 text-center text-sm text-muted-foreground">
              {t("loadError")}
            </p>
          ) : !state.loaded ? (
            <p className="flex items-center justify-center gap-2 px-3 py-6 text-sm text-muted-foreground">
              <Loader2Icon aria-hidden className="size-4 animate-spin" />
              {t("loading")}
            </p>
          ) : state.items.length === 0 ? (
            <div className="flex flex-col gap-1 px-3 py-6 text-center">
              <p className="text-sm font-medium">{t("emptyTitle")}</p>
              <p className="text-sm text-muted-foreground">{t("emptyBody")}</p>
            </div>
          ) : (
            <ul className="divide-y" aria-label={t("title")}>
              {state.items.map((notification) => (
                <NotificationRow
                  key={notification.id}
                  notification={notification}
                  busy={busy}
                  onNavigate={() => setOpen(false)}
                  onRead={() =>
                    markRead.mutate({ ids: [notification.id] }, { onSuccess: () => apply({ kind: "read", ids: [notification.id], readAt: now() }) })
                  }
                  onDelete={() => remove.mutate({ ids: [notification.id] }, { onSuccess: () => apply({ kind: "deleted", ids: [notification.id] }) })}
                />
              ))}
            </ul>
          )}
        </div>
        <div className="border-t p-2">
          <Link href="/notifications" onClick={() => setOpen(false)} className={cn(buttonVariants({ variant: "outline", size: "sm" }), "w-full")}>
            {t("seeAll")}
          </Link>
        </div>
      </PopoverContent>
    </Popover>
  );
}
