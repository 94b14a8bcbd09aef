"use client";

import { useTransition } from "react";
import { useErrorText } from "@/components/forms/mutation-error";
import { toast } from "@/components/ui/toast";
import { useRouter } from "@/i18n/navigation";
import type { Mode } from "@/server/db/schema";
import { api } from "@/trpc/react";

/**
 * Switches between fan and creator mode, then goes to the mode's home the server returns
 * (the router adds the locale) and refreshes so the header shows the new mode.
 */
export function useModeSwitch(currentMode: Mode) {
  const errorText = useErrorText();
  const router = useRouter();
  const [isNavigating, startTransition] = useTransition();
  const mutation = api.account.switchMode.useMutation({
    onSuccess: ({ redirectUrl }) =>
      startTransition(() => {
        router.push(redirectUrl);
        router.refresh();
      }),
    onError: (error) => toast.error(errorText(error)),
  });
  const target: Mode = currentMode === "creator" ? "fan" : "creator";
  return {
    target,
    pending: mutation.isPending || isNavigating,
    switchMode: () => mutation.mutate({ mode: target }),
  };
}
