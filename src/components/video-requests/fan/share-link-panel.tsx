"use client";

import { Copy, Link2, Link2Off } from "lucide-react";
import { useTranslations } from "next-intl";
import { toast } from "sonner";
import { useMutationFeedback } from "@/components/forms/use-mutation-feedback";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { api } from "@/trpc/react";

/**
 * The fan's private link for the recipient: off by default; turned on, it opens the video without an
 * account (an unguessable token) until the fan revokes it.
 */
export function ShareLinkPanel({
  mediaId,
  requestId,
  link,
  shareOrigin,
}: {
  mediaId: string;
  requestId: string;
  link: { id: string; token: string } | null;
  shareOrigin: string;
}) {
  const t = useTranslations("orders.shareLink");
  const utils = api.useUtils();
  const refresh = () => void utils.videoRequests.video.invalidate({ requestId });
  const create = api.media.share.useMutation(useMutationFeedback({ success: t("created"), refresh: false, onSuccess: refresh, errorFallback: t("failed") }));
  const revoke = api.media.revokeShare.useMutation(useMutationFeedback({ success: t("revoked"), refresh: false, onSuccess: refresh, errorFallback: t("failed") }));
  const url = link ? `${shareOrigin}/shared/${link.token}` : null;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url!);
      toast.success(t("copied"));
    } catch {
      toast.error(t("copyFailed"));
    }
  };

  return (
    <section aria-labelledby="share-link-heading" className="flex flex-col gap-3 rounded-xl border bg-card p-4">
      <h2 id="share-link-heading" className="font-semibold">
        {t("title")}
      </h2>
      <p className="text-sm text-muted-foreground">{url ? t("onBody") : t("offBody")}</p>
      {url ? (
        <>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="share-link-url">{t("label")}</Label>
            <Input id="share-link-url" readOnly value={url} onFocus={(e) => e.currentTarget.select()} />
          </div>
          <div className="flex flex-wrap gap-2">
            <Button type="button" onClick={copy}>
              <Copy aria-hidden />
              {t("copy")}
            </Button>
            <Button type="button" variant="outline" disabled={revoke.isPending} onClick={() => revoke.mutate({ linkId: link!.id })}>
              <Link2Off aria-hidden />
              {t("revoke")}
            </Button>
          </div>
        </>
      ) : (
        <Button type="button" className="self-start" disabled={create.isPending} onClick={() => create.mutate({ mediaId })}>
          <Link2 aria-hidden />
          {t("turnOn")}
        </Button>
      )}
    </section>
  );
}
