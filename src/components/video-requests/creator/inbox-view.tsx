"use client";

import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { type MutationErrorLike, useErrorText } from "@/components/forms/mutation-error";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { OptionSelect } from "@/components/ui/select";
import { useRouter } from "@/i18n/navigation";
import { Skeleton } from "@/components/ui/skeleton";
import { INBOX_ORDERS, INBOX_STATE_NAMES, type InboxState } from "@/lib/video-requests/inbox-states";
import { api } from "@/trpc/react";
import { DeclineDialog } from "./decline-dialog";
import { DeliverDialog } from "./deliver-dialog";
import { InboxItem, type InboxMove, type InboxRequest } from "./inbox-item";

/** The creator's requests by state (opening on `initialState`), newest or most urgent first, a page at a time, with their moves. */
export function InboxView({ initialState = "new" }: { initialState?: InboxState }) {
  const t = useTranslations("inbox");
  const errorText = useErrorText();
  const [state, setState] = useState<InboxState>(initialState);
  const [order, setOrder] = useState<(typeof INBOX_ORDERS)[number]>("newest");
  const orderId = useId();
  const [page, setPage] = useState(1);
  const [declining, setDeclining] = useState<string | null>(null);
  const [delivering, setDelivering] = useState<string | null>(null);
  const utils = api.useUtils();
  const router = useRouter();
  const list = api.videoRequests.inbox.useQuery({ state, order, page });
  const failed = (error: MutationErrorLike) => toast.error(errorText(error, t("moveFailed")));
  const done = (message: string) => {
    toast.success(message);
    void utils.videoRequests.inbox.invalidate();
  };
  const accept = api.videoRequests.accept.useMutation({ onSuccess: () => done(t("accepted")), onError: failed });
  // Starting a request opens the studio on it, with the fan's brief beside the camera.
  const start = api.videoRequests.start.useMutation({
    onSuccess: (_, { requestId }) => {
      done(t("started"));
      router.push({ pathname: "/creator/studio", query: { request: requestId } });
    },
    onError: failed,
  });
  const deliver = api.videoRequests.deliver.useMutation({
    onSuccess: () => {
      setDelivering(null);
      done(t("delivered"));
    },
  });
  const busy = accept.isPending || start.isPending;
  const move = (request: InboxRequest, which: InboxMove) => {
    if (which === "accept") accept.mutate({ requestId: request.id });
    else if (which === "start") start.mutate({ requestId: request.id });
    else if (which === "deliver") setDelivering(request.id);
    else setDeclining(request.id);
  };

  let body;
  if (list.isError) {
    body = (
      <div role="alert" className="flex flex-col items-center gap-3 rounded-lg border border-dashed p-8 text-center">
        <p>{t("loadFailed")}</p>
        <Button variant="outline" onClick={() => void list.refetch()}>
          {t("retry")}
        </Button>
      </div>
    );
  } else if (!list.data) {
    body = (
      <div className="flex flex-col gap-3" aria-busy="true" aria-label={t("loading")}>
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} className="h-36 w-full" />
        ))}
      </div>
    );
  } else if (list.data.items.length === 0) {
    body = <p className="rounded-lg border border-dashed p-8 text-center text-muted-foreground">{t(`empty.${state}`)}</p>;
  } else {
    body = (
      <ul className="flex flex-col gap-3">
        {list.data.items.map((request) => (
          <InboxItem key={request.id} request={request} busy={busy} onMove={(which) => move(request, which)} />
        ))}
      </ul>
    );
  }

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <nav aria-label={t("statesLabel")} className="flex flex-wrap gap-2">
          {INBOX_STATE_NAMES.map((name) => (
            <Button
              key={name}
              size="sm"
              variant={name === state ? "default" : "outline"}
              aria-pressed={name === state}
              onClick={() => {
                setState(name);
                setPage(1);
              }}
            >
              {t(`states.${name}`)}
            </Button>
          ))}
        </nav>
        <div className="flex items-center gap-2 text-sm">
          <Label htmlFor={orderId} className="font-normal">
            {t("orderLabel")}
          </Label>
          <OptionSelect
            id={orderId}
            value={order}
            onValueChange={(value) => setOrder(value as (typeof INBOX_ORDERS)[number])}
            options={INBOX_ORDERS.map((name) => ({ value: name, label: t(`orders.${name}`) }))}
            className="w-auto"
          />
        </div>
      </div>
      {body}
      {list.data && list.data.pageCount > 1 ? (
        <div className="flex items-center justify-center gap-3">
          <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {t("previous")}
          </Button>
          <span className="text-sm">{t("pageOf", { page, count: list.data.pageCount })}</span>
          <Button variant="outline" size="sm" disabled={page >= list.data.pageCount} onClick={() => setPage(page + 1)}>
            {t("next")}
          </Button>
        </div>
      ) : null}
      <DeliverDialog
        key={`deliver:${delivering ?? "none"}`}
        requestId={delivering}
        onOpenChange={(open) => !open && setDelivering(null)}
        onUploaded={async (mediaId) => {
          try {
            await deliver.mutateAsync({ requestId: delivering!, mediaId });
          } catch (error) {
            throw new Error(errorText(error as MutationErrorLike, t("moveFailed")));
          }
        }}
      />
      <DeclineDialog
        key={`decline:${declining ?? "none"}`}
        requestId={declining}
        onOpenChange={(open) => !open && setDeclining(null)}
        onDeclined={() => {
          setDeclining(null);
          void utils.videoRequests.inbox.invalidate();
        }}
      />
    </div>
  );
}
