"use client";

import { Loader2Icon } from "lucide-react";
import { useTranslations } from "next-intl";
import { useEffect, useMemo } from "react";
import type * as React from "react";
import { Button } from "@/components/ui/button";
import { useRouter } from "@/i18n/navigation";
import { decideAccess, type GuardOptions } from "@/lib/access";
import { api } from "@/trpc/react";

/**
 * The client mirror of `guardPage` for client-only areas: shows "Verifying access..." while it
 * asks who is signed in, then sends signed-out visitors to sign in and wrong roles to their home.
 * The server guard is what enforces access; this only keeps the screen honest while loading.
 */
export function AuthGuard({ children, ...options }: GuardOptions & { children: React.ReactNode }) {
  const t = useTranslations();
  const router = useRouter();
  const me = api.account.me.useQuery(undefined, { staleTime: 30_000 });
  const { requireAuth, redirectTo } = options;
  const roles = [options.requireRole ?? []].flat().join(",");
  const requireRole = useMemo(() => (roles ? (roles.split(",") as GuardOptions["requireRole"]) : undefined), [roles]);
  const outcome = me.isSuccess ? decideAccess(me.data, { requireAuth, requireRole, redirectTo }, null) : null;
  const refused = outcome !== null && !outcome.allow;

  useEffect(() => {
    if (!refused) return;
    const { pathname, search } = window.location;
    const target = decideAccess(me.data ?? null, { requireAuth, requireRole, redirectTo }, `${pathname}${search}`);
    if (!target.allow) router.replace(target.redirectTo);
  }, [refused, me.data, requireAuth, requireRole, redirectTo, router]);

  if (outcome?.allow) return children;
  if (me.isError) {
    return (
      <div role="alert" className="flex flex-col items-center gap-3 px-4 py-16 text-center">
        <p>{t("errors.unexpected")}</p>
        <Button variant="outline" onClick={() => void me.refetch()}>
          {t("common.tryAgain")}
        </Button>
      </div>
    );
  }
  return (
    <div role="status" aria-live="polite" className="flex items-center justify-center gap-2 px-4 py-16 text-muted-foreground">
      <Loader2Icon aria-hidden className="size-5 animate-spin" />
      {t("auth.guard.verifying")}
    </div>
  );
}
