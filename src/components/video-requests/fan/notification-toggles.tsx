"use client";

import { Bell, Mail, MessageSquare } from "lucide-react";
import { useTranslations } from "next-intl";
import { useErrorText } from "@/components/forms/mutation-error";
import { optimisticCache } from "@/components/forms/optimistic-cache";
import { toast } from "@/components/ui/toast";
import { Skeleton } from "@/components/ui/skeleton";
import { SwitchInput } from "@/components/ui/switch-input";
import { NOTIFICATION_CHANNELS, type NotificationChannel } from "@/lib/notifications/channels";
import { api, type RouterOutputs } from "@/trpc/react";

const ICONS: Record<NotificationChannel, typeof Mail> = { email: Mail, sms: MessageSquare, push: Bell };

/** E-mail, SMS and push switches for the fan's order updates, saved to their preferences on the server. */
export function NotificationToggles() {
  const t = useTranslations("orders.confirmation");
  const errorText = useErrorText();
  const utils = api.useUtils();
  const channels = api.notifications.orderChannels.useQuery();
  // The switch moves at once; a refused save puts it back.
  const cache = optimisticCache(utils.notifications.orderChannels, undefined, {
    apply: (before, { channel, enabled }: { channel: NotificationChannel; enabled: boolean }) => ({ ...before, [channel]: enabled }),
    settle: (_before, saved: RouterOutputs["notifications"]["setOrderChannel"]) => saved,
  });
  const save = api.notifications.setOrderChannel.useMutation({
    onMutate: cache.onMutate,
    onSuccess: async (saved) => {
      await cache.onSuccess(saved);
      toast.success(t("saved"));
    },
    onError: (error, _input, context) => {
      cache.rollback(context);
      toast.error(t("saveFailed"), { description: errorText(error) });
    },
  });

  return (
    <section aria-labelledby="notify-heading" className="flex flex-col gap-3">
      <h3 id="notify-heading" className="font-semibold">
        {t("notifyTitle")}
      </h3>
      {channels.isPending ? (
        <Skeleton className="h-24 w-full" />
      ) : channels.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {t("loadFailed")}
        </p>
      ) : (
        <ul className="flex flex-col gap-2">
          {NOTIFICATION_CHANNELS.map((channel) => {
            const Icon = ICONS[channel];
            const id = `notify-${channel}`;
            return (
              <li key={channel} className="flex items-center justify-between gap-3 rounded-lg border px-3 py-2">
                <label htmlFor={id} className="flex items-center gap-2 text-sm font-medium">
                  <Icon aria-hidden className="size-4 text-muted-foreground" />
                  {t(`channels.${channel}`)}
                </label>
                <SwitchInput
                  id={id}
                  checked={channels.data[channel]}
                  disabled={save.isPending}
                  onChange={(event) => save.mutate({ channel, enabled: event.target.checked })}
                />
              </li>
            );
          })}
        </ul>
      )}
      <p className="text-xs text-muted-foreground">{t("notifyHint")}</p>
    </section>
  );
}
