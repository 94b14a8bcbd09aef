"use client";

import { Heart } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { optimisticCache } from "@/components/forms/optimistic-cache";
import { toast } from "@/components/ui/toast";
import { Button, buttonVariants } from "@/components/ui/button";
import { Link } from "@/i18n/navigation";
import { cn } from "@/lib/utils";
import { api } from "@/trpc/react";

/**
 * Save or unsave a creator. `saved` is null for a signed-out visitor: saving then asks them to
 * sign in, and the sign-in page brings them back to `returnTo` (this page, with the quick view open).
 */
export function SaveCreatorButton({
  creatorId,
  name,
  saved,
  returnTo,
}: {
  creatorId: string;
  name: string;
  saved: boolean | null;
  returnTo: string;
}) {
  const t = useTranslations("quickView");
  const utils = api.useUtils();
  const [askSignIn, setAskSignIn] = useState(false);

  // What the server saved goes into the quick view, past any refetch asked before the save.
  const cache = optimisticCache(utils.creators.quickView, { creatorId }, { settle: (view, saved: boolean) => ({ ...view, saved }) });
  const onSettled = async (next: boolean) => {
    await cache.onSuccess(next);
    void utils.creators.saved.invalidate();
    toast.success(t(next ? "savedToast" : "unsavedToast", { name }));
  };
  const onError = (error: { data?: { code?: string } | null }) => {
    if (error.data?.code === "UNAUTHORIZED") setAskSignIn(true);
    else toast.error(t("saveFailed"));
  };
  const save = api.creators.save.useMutation({ onSuccess: () => onSettled(true), onError });
  const unsave = api.creators.unsave.useMutation({ onSuccess: () => onSettled(false), onError });

  // A signed-out view (saved null) may be stale after signing in elsewhere: the server decides,
  // and asks for sign-in (UNAUTHORIZED) only when there really is no session.
  const toggle = () => (saved ? unsave : save).mutate({ creatorId });

  return (
    <>
      <Button type="button" variant="outline" aria-pressed={saved === true} onClick={toggle} disabled={save.isPending || unsave.isPending}>
        <Heart aria-hidden className={cn(saved && "fill-brand-red text-brand-red")} />
        {saved ? t("saved") : t("save")}
      </Button>
      {askSignIn ? (
        <div role="status" className="flex w-full flex-wrap items-center gap-3 rounded-lg bg-secondary p-3 text-sm">
          <span className="flex-1">{t("signInToSave", { name })}</span>
          <Link href={{ pathname: "/login", query: { returnTo } }} className={buttonVariants({ size: "sm" })}>
            {t("signIn")}
          </Link>
        </div>
      ) : null}
    </>
  );
}
