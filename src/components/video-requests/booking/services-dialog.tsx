"use client";

import { Check, Video, Crown } from "lucide-react";
import { useSearchParams } from "next/navigation";
import { useTranslations } from "next-intl";
import { toast } from "@/components/ui/toast";
import { TierCarousel } from "@/components/subscriptions/tier-carousel";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Skeleton } from "@/components/ui/skeleton";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { useRouter } from "@/i18n/navigation";
import { DIALOG_OCCASIONS } from "@/lib/video-requests/rules";
import type { BillingPeriod } from "@/lib/tier-price";
import { api } from "@/trpc/react";
import { OrderSummary } from "./order-summary";
import { emptyDraft, loadDraft, removeDraft, type RequestDraft, saveDraft, useStoredDraft } from "./request-draft";
import { GiftFields, InstructionsField, OccasionField, TextField } from "./request-fields";
import { useRequestForm } from "./use-request-form";
import { reviewPath, signUpToBookPath } from "../../../lib/video-requests/booking-paths";

export type ServicesTab = "video" | "subscribe";

const DIALOG_FIELDS = ["occasion", "recipientName", "recipientEmail", "instructions"] as const;
const INCLUDED = ["personalised", "hd", "download", "share"] as const;

/** The Request Video tab: the dialog's short form; Continue goes on to the review (or to sign-up first). */
function VideoRequestTab({ creatorId, signedIn, gift, onCancel }: { creatorId: string; signedIn: boolean; gift: boolean; onCancel: () => void }) {
  const stored = useStoredDraft(creatorId);
  if (stored === undefined) return <Skeleton className="h-96 w-full" />;
  // A guest who signed up comes back here: their stored request is put back, nothing lost.
  const restored = stored?.flow === "dialog" ? stored : null;
  return <VideoRequestForm creatorId={creatorId} signedIn={signedIn} gift={gift} onCancel={onCancel} restored={restored} />;
}

function VideoRequestForm({
  creatorId,
  signedIn,
  gift,
  onCancel,
  restored,
}: {
  creatorId: string;
  signedIn: boolean;
  /** Gift a Friend: a new form starts with the gift box ticked. */
  gift: boolean;
  onCancel: () => void;
  restored: RequestDraft | null;
}) {
  const t = useTranslations("booking");
  const router = useRouter();
  const form = useRequestForm(() => restored ?? { ...emptyDraft("dialog"), isGift: gift });

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    form.touchAll(DIALOG_FIELDS);
    if (!form.isValid) {
      toast.error(t("dialog.correctErrors"));
      return;
    }
    saveDraft(creatorId, form.draft);
    router.push(signedIn ? reviewPath(creatorId) : signUpToBookPath(creatorId));
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      {restored ? (
        <p role="status" className="rounded-md bg-secondary px-3 py-2 text-sm">
          {t("dialog.restored")}
        </p>
      ) : null}
      <OccasionField form={form} occasions={DIALOG_OCCASIONS} idPrefix="dialog" />
      <TextField form={form} field="recipientName" idPrefix="dialog" label={t("fields.recipientName")} maxLength={50} autoComplete="off" />
      <GiftFields form={form} idPrefix="dialog" />
      <InstructionsField form={form} idPrefix="dialog" />
      <section aria-labelledby="dialog-included" className="rounded-lg bg-muted p-3">
        <h3 id="dialog-included" className="text-sm font-semibold">
          {t("dialog.included")}
        </h3>
        <ul className="mt-2 grid grid-cols-1 gap-1 text-sm min-[420px]:grid-cols-2">
          {INCLUDED.map((item) => (
            <li key={item} className="flex items-center gap-1.5">
              <Check aria-hidden className="size-4 text-success" />
              {t(`dialog.includes.${item}`)}
            </li>
          ))}
        </ul>
      </section>
      <OrderSummary creatorId={creatorId} deliveryTier="standard" />
      {!signedIn ? <p className="text-sm text-muted-foreground">{t("dialog.signUpToContinue")}</p> : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onCancel}>
          {t("dialog.cancel")}
        </Button>
        <Button type="submit">{t("dialog.continue")}</Button>
      </div>
    </form>
  );
}

/**
 * The Subscribe tab: the creator's tiers in the tier carousel with Subscribe Now. A guest's pick goes
 * to sign-up and comes back here (`?openSubscription=true&tier=…&period=…`) straight into that tier's
 * checkout.
 */
function SubscribeTab({ creatorId, signedIn }: { creatorId: string; signedIn: boolean }) {
  const t = useTranslations("booking.dialog");
  const params = useSearchParams();
  const page = api.creators.page.useQuery({ creatorId });
  if (page.isPending) return <Skeleton className="h-40 w-full" />;
  if (page.isError) return <p role="alert" className="text-sm text-destructive">{t("tiersFailed")}</p>;
  const { tiers, creator } = page.data;
  if (tiers.length === 0) return <p className="text-sm text-muted-foreground">{t("noTiers")}</p>;
  const tierId = params.get("tier");
  const period = params.get("period");
  const start = tierId && (period === "monthly" || period === "yearly") ? { tierId, billingPeriod: period as BillingPeriod } : null;
  return (
    <TierCarousel
      creatorId={creatorId}
      tiers={tiers}
      signedIn={signedIn}
      start={start}
      acceptsMonCash={creator.paymentMethodsEnabled.includes("moncash")}
    />
  );
}

/**
 * The creator services dialog (spec screen 3): Request Video and Subscribe. The caller picks the tab;
 * closing resets the form and comes back to the video tab.
 */
export function ServicesDialog({
  creator,
  tab,
  signedIn,
  gift = false,
  onTabChange,
  onClose,
}: {
  creator: { id: string; name: string };
  tab: ServicesTab | null;
  signedIn: boolean;
  gift?: boolean;
  onTabChange: (tab: ServicesTab) => void;
  onClose: () => void;
}) {
  const t = useTranslations("booking.dialog");
  const close = () => {
    const stored = loadDraft(creator.id);
    if (stored?.flow === "dialog") removeDraft(creator.id);
    onClose();
  };
  return (
    <Dialog open={tab !== null} onOpenChange={(open) => (open ? undefined : close())}>
      <DialogContent closeLabel={t("close")} className="max-w-xl">
        <DialogHeader>
          <DialogTitle>{t("title", { name: creator.name })}</DialogTitle>
          <DialogDescription>{t("description")}</DialogDescription>
        </DialogHeader>
        <Tabs value={tab ?? "video"} onValueChange={(value) => onTabChange(value as ServicesTab)}>
          <TabsList>
            <TabsTrigger value="video">
              <Video aria-hidden />
              {t("videoTab")}
            </TabsTrigger>
            <TabsTrigger value="subscribe">
              <Crown aria-hidden />
              {t("subscribeTab")}
            </TabsTrigger>
          </TabsList>
          <TabsContent value="video" className="pt-4">
            <VideoRequestTab creatorId={creator.id} signedIn={signedIn} gift={gift} onCancel={close} />
          </TabsContent>
          <TabsContent value="subscribe" className="pt-4">
            <SubscribeTab creatorId={creator.id} signedIn={signedIn} />
          </TabsContent>
        </Tabs>
      </DialogContent>
    </Dialog>
  );
}
