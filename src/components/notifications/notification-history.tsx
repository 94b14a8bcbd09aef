"use client";

import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import type { Locale } from "@/i18n/routing";
import { api } from "@/trpc/react";
import { NotificationRow } from "./notification-row";

/** Every notification of the reader, newest first, a page at a time, with the bell's actions. */
export function NotificationHistory() {
  const t = useTranslations("notifications.history");
  const locale = useLocale() as Locale;
  const utils = api.useUtils();
  const list = api.notifications.list.useInfiniteQuery({ locale }, { getNextPageParam: (page) => page.nextCursor });
  const [error, setError] = useState(false);
  const after = { onSuccess: () => setError(false), onError: () => setError(true), onSettled: () => utils.notifications.list.invalidate() };
  const markRead = api.notifications.markRead.useMutation(after);
  const markAllRead = api.notifications.markAllRead.useMutation(after);
  const remove = api.notifications.remove.useMutation(after);
  const clearAll = api.notifications.clearAll.useMutation(after);
  const busy = markRead.isPending || markAllRead.isPending || remove.isPending || clearAll.isPending;

  if (list.isPending) {
    return (
      <div className="flex flex-col gap-2" aria-busy>
        <span className="sr-only">{t("loading")}</span>
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} className="h-20 w-full rounded-xl" />
        ))}
      </div>
    );
  }
  if (list.isError) {
    return (
      <div role="alert" className="flex flex-col items-center gap-3 rounded-xl border p-8 text-center">
        <p>{t("loadError")}</p>
        <Button type="button" onClick={() => void list.refetch()}>
          {t("tryAgain")}
        </Button>
      </div>
    );
  }
  const items = list.data.pages.flatMap((page) => page.items);
  if (items.length === 0) {
    return (
      <div className="flex flex-col items-center gap-1 rounded-xl border p-8 text-center">
        <p className="font-medium">{t("emptyTitle")}</p>
        <p className="text-sm text-muted-foreground">{t("emptyBody")}</p>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap justify-end gap-2">
        <Button type="button" variant="outline" size="sm" disabled={busy || items.every((item) => item.readAt)} onClick={() => markAllRead.mutate()}>
          {t("markAllRead")}
        </Button>
        <Button type="button" variant="outline" size="sm" disabled={busy} onClick={() => clearAll.mutate()}>
          {t("clearAll")}
        </Button>
      </div>
      {error ? (
        <p role="alert" className="text-sm text-destructive">
          {t("actionFailed")}
        </p>
      ) : null}
      <ul className="divide-y rounded-xl border bg-card">
        {items.map((item) => (
          <NotificationRow
            key={item.id}
            notification={{ ...item, readAt: item.readAt?.toISOString() ?? null, createdAt: item.createdAt.toISOString() }}
            busy={busy}
            onRead={() => markRead.mutate({ ids: [item.id] })}
            onDelete={() => remove.mutate({ ids: [item.id] })}
          />
        ))}
      </ul>
      {list.hasNextPage ? (
        <Button type="button" variant="outline" className="self-center" disabled={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
          {list.isFetchingNextPage ? t("loadingMore") : t("loadMore")}
        </Button>
      ) : (
        <p className="text-center text-sm text-muted-foreground">{t("end")}</p>
      )}
    </div>
  );
}
