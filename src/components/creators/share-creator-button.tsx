"use client";

import { Share2 } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { localizeHref } from "@/lib/locale-links";
import type { Locale } from "@/i18n/routing";

/** Shares the creator page through the device's share sheet, or copies its link with a confirmation. */
export function ShareCreatorButton({ creatorId, name }: { creatorId: string; name: string }) {
  const t = useTranslations("quickView");
  const locale = useLocale() as Locale;

  async function share() {
    const url = `${window.location.origin}${localizeHref(`/creator/${creatorId}`, locale)}`;
    if (typeof navigator.share === "function") {
      try {
        await navigator.share({ title: t("shareText", { name }), url });
        return;
      } catch (error) {
        if (error instanceof DOMException && error.name === "AbortError") return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      toast.success(t("linkCopied"));
    } catch {
      toast.error(t("copyFailed"));
    }
  }

  return (
    <Button type="button" variant="outline" onClick={share}>
      <Share2 aria-hidden />
      {t("share")}
    </Button>
  );
}
