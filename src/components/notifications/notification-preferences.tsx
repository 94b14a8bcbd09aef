"use client";

import { useTranslations } from "next-intl";
import { useErrorText } from "@/components/forms/mutation-error";
import { optimisticCache } from "@/components/forms/optimistic-cache";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { SwitchInput } from "@/components/ui/switch-input";
import type { NotificationAudience } from "@/server/services/notifications/types";
import { api, type RouterOutputs } from "@/trpc/react";

const CHANNELS = ["inApp", "email"] as const;

/**
 * The reader's choices per notification type that their side (fan or creator settings) receives: in the
 * app (bell, toasts, history) and by e-mail. Each switch saves at once; a refused save puts it back.
 */
export function NotificationPreferences({ audience }: { audience: NotificationAudience }) {
  const t = useTranslations("notifications");
  const errorText = useErrorText();
  const utils = api.useUtils();
  const preferences = api.notifications.preferences.useQuery({ audience });
  const cache = optimisticCache(utils.notifications.preferences, { audience }, {
    apply: (rows, { type, channel, enabled }: { type: string; channel: (typeof CHANNELS)[number]; enabled: boolean }) =>
      rows.map((row) => (row.type === type ? { ...row, [channel]: enabled } : row)),
    settle: (rows, saved: RouterOutputs["notifications"]["setPreference"]) => rows.map((row) => (row.type === saved.type ? saved : row)),
  });
  const save = api.notifications.setPreference.useMutation({
    onMutate: cache.onMutate,
    onSuccess: async (saved) => {
      await cache.onSuccess(saved);
      toast.success(t("preferences.saved"));
    },
    onError: (error, _input, context) => {
      cache.rollback(context);
      toast.error(t("preferences.saveFailed"), { description: errorText(error) });
    },
  });

  if (preferences.isPending) {
    return (
      <div className="flex flex-col gap-2" aria-busy="true" aria-label={t("preferences.loading")}>
        {[0, 1, 2, 3].map((row) => (
          <Skeleton key={row} className="h-14 w-full" />
        ))}
      </div>
    );
  }
  if (preferences.isError) {
    return (
      <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-destructive">
        {t("preferences.loadFailed")}
        <Button type="button" variant="outline" size="sm" onClick={() => void preferences.refetch()}>
          {t("preferences.retry")}
        </Button>
      </div>
    );
  }
  return (
    <ul className="flex flex-col divide-y rounded-lg border" aria-label={t("preferences.listLabel")} data-testid="notification-preferences">
      {preferences.data.map((row) => {
        const kind = t(`types.${row.type}.title`);
        return (
          <li key={row.type} className="flex flex-col gap-2 px-3 py-3 sm:flex-row sm:items-center sm:justify-between sm:gap-4">
            <span className="text-sm font-medium">{kind}</span>
            <div className="flex flex-wrap gap-x-6 gap-y-2">
              {CHANNELS.map((channel) => {
                const id = `preference-${row.type}-${channel}`;
                return (
                  <div key={channel} className="flex items-center gap-2">
                    <SwitchInput
                      id={id}
                      aria-label={t("preferences.switchLabel", { kind, channel: t(`preferences.channels.${channel}`) })}
                      checked={row[channel]}
                      disabled={save.isPending}
                      onChange={(event) => save.mutate({ type: row.type, channel, enabled: event.target.checked })}
                    />
                    <label htmlFor={id} className="text-sm whitespace-nowrap text-muted-foreground">
                      {t(`preferences.channels.${channel}`)}
                    </label>
                  </div>
                );
              })}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
