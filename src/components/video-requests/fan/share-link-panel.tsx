"use client";

import { Copy } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { toast } from "@/components/ui/toast";
import { useMutationFeedback } from "@/components/forms/use-mutation-feedback";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { SwitchInput } from "@/components/ui/switch-input";
import { api } from "@/trpc/react";
import { ShareButtons } from "./share-order";

/**
 * The delivered video's own page, private by default: the fan's switch turns its link on (anyone holding it
 * watches without an account) and off again (the link then answers "not found"). While on, the share
 * buttons send that page, not the creator's profile.
 */
export function ShareLinkPanel({
  mediaId,
  requestId,
  link,
  shareOrigin,
  creatorName,
}: {
  mediaId: string;
  requestId: string;
  link: { id: string; token: string } | null;
  shareOrigin: string;
  creatorName: string;
}) {
  const t = useTranslations("orders.shareLink");
  const utils = api.useUtils();
  // The switch follows the fan's click at once, until the video's state catches up (or the change fails).
  const [wanted, setWanted] = useState<boolean | null>(null);
  const isOn = link !== null;
  if (wanted !== null && wanted === isOn) setWanted(null);
  const settle = { refresh: false, errorFallback: t("failed"), onError: () => setWanted(null) } as const;
  const refresh = () => void utils.videoRequests.video.invalidate({ requestId });
  const create = api.media.share.useMutation(useMutationFeedback({ ...settle, success: t("created"), onSuccess: refresh }));
  const revoke = api.media.revokeShare.useMutation(useMutationFeedback({ ...settle, success: t("revoked"), onSuccess: refresh }));
  const url = link ? `${shareOrigin}/shared/${link.token}` : null;
  const pending = create.isPending || revoke.isPending;

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
      <div className="flex items-center gap-3">
        <SwitchInput
          id="share-link-switch"
          checked={wanted ?? isOn}
          disabled={pending || wanted !== null}
          aria-describedby="share-link-state"
          onChange={(e) => {
            const on = e.currentTarget.checked;
            setWanted(on);
            if (on) create.mutate({ mediaId });
            else revoke.mutate({ linkId: link!.id });
          }}
        />
        <Label htmlFor="share-link-switch">{t("toggle")}</Label>
      </div>
      <p id="share-link-state" className="text-sm text-muted-foreground">
        {url ? t("onBody") : t("offBody")}
      </p>
      {url ? (
        <>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="share-link-url">{t("label")}</Label>
            <div className="flex flex-col gap-2 sm:flex-row">
              <Input id="share-link-url" readOnly value={url} onFocus={(e) => e.currentTarget.select()} />
              <Button type="button" onClick={copy} className="shrink-0">
                <Copy aria-hidden />
                {t("copy")}
              </Button>
            </div>
          </div>
          <ShareButtons url={url} text={t("shareText", { name: creatorName })} />
        </>
      ) : null}
    </section>
  );
}
