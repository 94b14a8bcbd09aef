"use client";

import { CalendarPlus } from "lucide-react";
import { useSearchParams } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { ScriptButton } from "@/components/ui/script-button";
import { usePathname, useRouter } from "@/i18n/navigation";
import { LazyServicesDialog } from "./lazy-services-dialog";
import type { ServicesTab } from "./services-dialog";

/**
 * Book Now on the creator page: opens the services dialog on the video tab, and so do
 * `?openBooking=true` (a guest back from sign-up; with `&gift=true`, Gift a Friend from an order, the gift
 * box ticked) and `?openSubscription=true` (the subscribe tab). Off until the page's scripts have run, so an early
 * tap is not lost.
 */
export function BookNowButton({ creator, signedIn, label }: { creator: { id: string; name: string }; signedIn: boolean; label?: string }) {
  const t = useTranslations("booking.dialog");
  const params = useSearchParams();
  const router = useRouter();
  const pathname = usePathname();
  const asked: ServicesTab | null =
    params.get("openBooking") === "true" ? "video" : params.get("openSubscription") === "true" ? "subscribe" : null;
  const [tab, setTab] = useState<ServicesTab | null>(asked);
  const gift = asked === "video" && params.get("gift") === "true";

  const close = () => {
    setTab(null);
    if (asked) router.replace(pathname, { scroll: false });
  };

  return (
    <>
      <ScriptButton type="button" className="w-full" onClick={() => setTab("video")}>
        <CalendarPlus aria-hidden />
        {label ?? t("bookNow")}
      </ScriptButton>
      <LazyServicesDialog creator={creator} tab={tab} signedIn={signedIn} gift={gift} onTabChange={setTab} onClose={close} />
    </>
  );
}
