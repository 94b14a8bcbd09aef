"use client";

import { PartyPopper } from "lucide-react";
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { Confetti } from "@/components/celebration/confetti";

/** How long the celebration stays (spec screen 7). */
const CELEBRATION_MS = 2000;
const seenKey = (requestId: string) => `lakou.celebrated.${requestId}`;

/**
 * The 2 s celebration over a freshly paid order, once per order in this browser. It never blocks the
 * page (clicks go through); with prefers-reduced-motion the confetti stays still and nothing moves.
 */
export function Celebration({ requestId }: { requestId: string }) {
  const t = useTranslations("orders.confirmation");
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    try {
      if (window.localStorage.getItem(seenKey(requestId))) return;
    } catch {
      return;
    }
    const show = window.setTimeout(() => {
      try {
        window.localStorage.setItem(seenKey(requestId), "1");
      } catch {
        // Private mode: the celebration may show again, nothing worse.
      }
      setVisible(true);
    }, 0);
    const hide = window.setTimeout(() => setVisible(false), CELEBRATION_MS);
    return () => {
      window.clearTimeout(show);
      window.clearTimeout(hide);
    };
  }, [requestId]);

  if (!visible) return null;
  return (
    <div data-testid="celebration" className="pointer-events-none fixed inset-0 z-50 flex items-center justify-center overflow-hidden bg-background/60">
      <Confetti />
      <div role="status" className="flex flex-col items-center gap-2 rounded-2xl border bg-card px-8 py-6 text-center shadow-xl motion-safe:animate-in motion-safe:fade-in motion-safe:zoom-in-75 motion-safe:duration-300">
        <PartyPopper aria-hidden className="size-10 text-primary" />
        <p className="text-xl font-bold">{t("celebrationTitle")}</p>
        <p className="text-sm text-muted-foreground">{t("celebrationBody")}</p>
      </div>
    </div>
  );
}
