"use client";

import { Phone } from "lucide-react";
import { useTranslations } from "next-intl";
import { Skeleton } from "@/components/ui/skeleton";

/** The call booking's box: its heading and description around the widget's content. */
export function CallBookingFrame({ children }: { children: React.ReactNode }) {
  const t = useTranslations("calls");
  return (
    <section aria-labelledby="call-heading" className="rounded-xl border bg-card p-5 shadow-sm">
      <h2 id="call-heading" className="flex items-center gap-2 text-lg font-semibold">
        <Phone aria-hidden className="size-5 text-primary" />
        {t("heading")}
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">{t("description")}</p>
      {children}
    </section>
  );
}

/** What the box shows until the creator's slots have arrived. */
export function CallBookingSkeleton() {
  return <Skeleton className="mt-4 h-40 w-full" />;
}
