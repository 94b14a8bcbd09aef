"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { useMutationFeedback } from "@/components/forms/use-mutation-feedback";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { api } from "@/trpc/react";

/** Cancels a request waiting for payment, after asking; the server allows it only to its fan. */
export function CancelOrderButton({ requestId, onCancelled }: { requestId: string; onCancelled: () => void }) {
  const t = useTranslations("orders.cancel");
  const [open, setOpen] = useState(false);
  const cancel = api.videoRequests.cancel.useMutation(
    useMutationFeedback({
      success: t("done"),
      refresh: false,
      onSuccess: () => {
        setOpen(false);
        onCancelled();
      },
    }),
  );
  return (
    <>
      <Button type="button" variant="outline" size="sm" onClick={() => setOpen(true)}>
        {t("button")}
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent closeLabel={t("keep")}>
          <DialogHeader>
            <DialogTitle>{t("title")}</DialogTitle>
            <DialogDescription>{t("body")}</DialogDescription>
          </DialogHeader>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button type="button" variant="outline" onClick={() => setOpen(false)}>
              {t("keep")}
            </Button>
            <Button type="button" variant="destructive" disabled={cancel.isPending} onClick={() => cancel.mutate({ requestId })}>
              {t("confirm")}
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </>
  );
}
