"use client";

import { Lock } from "lucide-react";
import { usePathname } from "next/navigation";
import { useTranslations } from "next-intl";
import { buttonVariants } from "@/components/ui/button";
import { Link } from "@/i18n/navigation";
import { cn } from "@/lib/utils";

/**
 * What a locked post shows instead of its media: a blurred placeholder (the server sends no media
 * to blur), with Subscribe for a signed-in reader and Sign In for a guest.
 */
export function LockedMedia({
  creatorId,
  creatorName,
  signedIn,
  className,
}: {
  creatorId: string;
  creatorName: string;
  signedIn: boolean;
  className?: string;
}) {
  const t = useTranslations("posts.card");
  const pathname = usePathname();
  return (
    <div data-locked className={cn("relative isolate flex aspect-video items-center justify-center overflow-hidden bg-muted", className)}>
      <div aria-hidden className="absolute inset-0 -z-10 scale-110 blur-2xl">
        <div className="absolute -top-6 left-1/4 size-40 rounded-full bg-primary/40" />
        <div className="absolute right-1/5 bottom-0 size-48 rounded-full bg-brand-red/30" />
        <div className="absolute top-1/3 left-0 size-32 rounded-full bg-secondary" />
      </div>
      <div className="flex max-w-xs flex-col items-center gap-2 rounded-lg bg-background/85 p-4 text-center shadow-sm">
        <Lock aria-hidden className="size-5" />
        <p className="text-sm font-semibold">{t("lockedTitle")}</p>
        <p className="text-xs text-muted-foreground">
          {signedIn ? t("lockedSubscribe", { name: creatorName }) : t("lockedGuest")}
        </p>
        {signedIn ? (
          <Link href={`/creator/${creatorId}?openSubscription=true#subscribe`} className={buttonVariants({ size: "sm" })}>
            {t("subscribe")}
          </Link>
        ) : (
          <Link href={{ pathname: "/login", query: { returnTo: pathname } }} className={buttonVariants({ size: "sm" })}>
            {t("signIn")}
          </Link>
        )}
      </div>
    </div>
  );
}
