"use client";

import { useTranslations } from "next-intl";
import { useTransition } from "react";
import { toast } from "@/components/ui/toast";
import { useRouter } from "@/i18n/navigation";
import type { Mode } from "@/server/db/schema";
import { api } from "@/trpc/react";

/**
 * Switches between fan and creator mode, then goes to the mode's home the server returns
 * (the router adds the locale) and refreshes so the header shows the new mode.
 */
export function useModeSwitch(currentMode: Mode) {
  const t = useTranslations();
  const router = useRouter();
  const [isNavigating, startTransition] = useTransition();
  const mutation = api.account.switchMode.useMutation({
    onSuccess: ({ redirectUrl }) =>
      startTransition(() => {
        router.push(redirectUrl);
        router.refresh();
      }),
    onError: (error) => toast.error(t(error.data?.messageKey ?? "errors.unexpected")),
  });
  const target: Mode = currentMode === "creator" ? "fan" : "creator";
  return {
    target,
    pending: mutation.isPending || isNavigating,
    switchMode: () => mutation.mutate({ mode: target }),
  };
}
