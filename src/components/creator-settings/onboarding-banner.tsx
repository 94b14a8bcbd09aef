"use client";

import { WalletIcon, XIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { useSyncExternalStore } from "react";
import { Button } from "@/components/ui/button";
import { Link } from "@/i18n/navigation";
import { bannerDismissedKey, bannerState, hasPayoutMethod, type PayoutMethods } from "@/lib/payouts";
import { FeeLines } from "./fee-lines";

const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Whether the banner was dismissed on this browser; null until the browser answers (the banner stays hidden). */
function useDismissed(key: string) {
  return useSyncExternalStore(
    subscribe,
    () => window.localStorage.getItem(key) === "1",
    () => null,
  );
}

/**
 * Screen 8: asks the creator to set up how they are paid, with the fee of each method. Hidden while
 * loading, once dismissed, or when Stripe and MonCash are both active; dismissible only once one is.
 */
export function OnboardingBanner({ userId, methods }: { userId: string; methods: PayoutMethods }) {
  const t = useTranslations("payouts.banner");
  const key = bannerDismissedKey(userId);
  const dismissed = useDismissed(key);
  const state = bannerState(dismissed === null ? null : methods, dismissed ?? false);
  if (state === "hidden") return null;

  function dismiss() {
    window.localStorage.setItem(key, "1");
    listeners.forEach((listener) => listener());
  }

  return (
    <section
      aria-labelledby="onboarding-banner-title"
      data-testid="onboarding-banner"
      className="relative flex flex-col gap-3 rounded-xl border border-primary/30 bg-primary/5 p-5 sm:flex-row sm:items-start sm:gap-4"
    >
      <WalletIcon aria-hidden className="size-6 shrink-0 text-primary" />
      <div className="flex flex-1 flex-col gap-2">
        <h2 id="onboarding-banner-title" className="pr-8 font-semibold">
          {t(`${state}.title`)}
        </h2>
        <p className="text-sm">{t(`${state}.body`)}</p>
        {state === "none" || state === "stripePending" ? <p className="text-sm text-muted-foreground">{t("earningsWait")}</p> : null}
        <FeeLines />
        <div>
          <Button asChild size="sm">
            <Link href={{ pathname: "/creator/settings", query: { tab: "payments" } }}>{t(`${state}.action`)}</Link>
          </Button>
        </div>
      </div>
      {hasPayoutMethod(methods) ? (
        <Button type="button" variant="ghost" size="icon" className="absolute top-3 right-3" aria-label={t("dismiss")} onClick={dismiss}>
          <XIcon aria-hidden />
        </Button>
      ) : null}
    </section>
  );
}
