"use client";

import { CalendarCheck, Phone } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { toast } from "sonner";
import { Confetti } from "@/components/celebration/confetti";
import { Badge } from "@/components/ui/badge";
import { callCheckoutPath } from "@/lib/video-requests/booking-paths";
import { Button, buttonVariants } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { DatePicker } from "@/components/ui/date-picker";
import { Skeleton } from "@/components/ui/skeleton";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { Link } from "@/i18n/navigation";
import type { Locale } from "@/i18n/routing";
import { CALL_DURATIONS, CALL_PAYMENT_WINDOW_MINUTES, type CallDuration, DEFAULT_CALL_DURATION } from "@/lib/calls/call-rules";
import { isoDatePlusDays } from "@/lib/video-requests/rules";
import { formatDate } from "@/lib/locale-format";
import { formatMoney, money } from "@/lib/money";
import { cn } from "@/lib/utils";
import { api, type RouterOutputs } from "@/trpc/react";
import { SlotGrid, timeIn } from "./slot-grid";

type Booked = RouterOutputs["calls"]["book"];

/**
 * The call booking widget (spec screen 8): Duration, Schedule (past dates disabled, the creator's
 * 16 slots shown in the fan's time), Confirm (enabled once a date and time are chosen), then the
 * confirmation dialog, which leads to the call's checkout. The server holds the slot while it is paid;
 * someone else's slot is refused with a clear message.
 */
export function CallBooking({ creatorId, signedIn }: { creatorId: string; signedIn: boolean }) {
  const t = useTranslations("calls");
  const tAll = useTranslations();
  const locale = useLocale() as Locale;
  const [tab, setTab] = useState("duration");
  const [duration, setDuration] = useState<CallDuration>(DEFAULT_CALL_DURATION);
  const [date, setDate] = useState("");
  const [time, setTime] = useState("");
  const [booked, setBooked] = useState<Booked | null>(null);
  const today = isoDatePlusDays(0);
  const day = api.calls.slots.useQuery({ creatorId, date: date || today }, { retry: false });
  const utils = api.useUtils();
  const book = api.calls.book.useMutation({
    onSuccess: (result) => {
      setBooked(result);
      void utils.calls.slots.invalidate({ creatorId });
    },
    onError: (error) => {
      const key = Object.values(error.data?.fieldErrors ?? {})[0] ?? error.data?.messageKey ?? "errors.unexpected";
      toast.error(tAll(key));
      if (error.data?.appCode === "CONFLICT") setTime("");
      void day.refetch();
    },
  });

  if (day.isError && day.error.data?.code === "CONFLICT") return null; // this creator takes no calls
  const prices = day.data?.prices ?? [];
  const priceOf = (minutes: number) => prices.find((p) => p.minutes === minutes);
  const chosenPrice = priceOf(duration);
  const slot = day.data?.slots.find((s) => s.time === time);
  const viewerZone = Intl.DateTimeFormat().resolvedOptions().timeZone;

  return (
    <section aria-labelledby="call-heading" className="rounded-xl border bg-card p-5 shadow-sm">
      <h2 id="call-heading" className="flex items-center gap-2 text-lg font-semibold">
        <Phone aria-hidden className="size-5 text-primary" />
        {t("heading")}
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">{t("description")}</p>
      {day.isPending ? (
        <Skeleton className="mt-4 h-40 w-full" />
      ) : day.isError ? (
        <p role="alert" className="mt-4 text-sm text-destructive">{t("loadError")}</p>
      ) : (
        <Tabs value={tab} onValueChange={setTab} className="mt-4">
          <TabsList>
            <TabsTrigger value="duration">{t("tabs.duration")}</TabsTrigger>
            <TabsTrigger value="schedule">{t("tabs.schedule")}</TabsTrigger>
            <TabsTrigger value="confirm">{t("tabs.confirm")}</TabsTrigger>
          </TabsList>
          <TabsContent value="duration" className="pt-4">
            <fieldset className="grid grid-cols-2 gap-2">
              <legend className="sr-only">{t("tabs.duration")}</legend>
              {CALL_DURATIONS.map((minutes) => {
                const price = priceOf(minutes);
                return (
                  <label
                    key={minutes}
                    className={cn(
                      "flex cursor-pointer flex-col gap-1 rounded-lg border p-3 text-sm has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/50",
                      duration === minutes && "border-primary bg-primary/5",
                    )}
                  >
                    <span className="flex items-center gap-2 font-medium">
                      <input
                        type="radio"
                        name="call-duration"
                        checked={duration === minutes}
                        onChange={() => setDuration(minutes)}
                        className="size-4 accent-primary"
                      />
                      {t("minutes", { count: minutes })}
                    </span>
                    {price ? <span className="text-muted-foreground">{formatMoney(money(price.amountCents, price.currency), locale)}</span> : null}
                    {minutes === day.data.popularMinutes ? <Badge className="self-start">{t("popular")}</Badge> : null}
                  </label>
                );
              })}
            </fieldset>
            <Button type="button" className="mt-3 w-full" onClick={() => setTab("schedule")}>
              {t("next")}
            </Button>
          </TabsContent>
          <TabsContent value="schedule" className="flex flex-col gap-3 pt-4">
            <label htmlFor="call-date" className="text-sm font-medium">
              {t("date")}
            </label>
            <DatePicker
              id="call-date"
              min={day.data.today}
              value={date}
              onChange={(iso) => {
                setDate(iso);
                setTime("");
              }}
            />
            {date ? (
              <SlotGrid
                legend={t("time", { zone: viewerZone })}
                note={t("creatorZone", { zone: day.data.timeZone })}
                slots={day.data.slots}
                value={time}
                onChange={setTime}
              />
            ) : null}
            <Button type="button" disabled={!date || !time} onClick={() => setTab("confirm")}>
              {t("next")}
            </Button>
          </TabsContent>
          <TabsContent value="confirm" className="flex flex-col gap-3 pt-4">
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
              <dt className="text-muted-foreground">{t("tabs.duration")}</dt>
              <dd>{t("minutes", { count: duration })}</dd>
              <dt className="text-muted-foreground">{t("when")}</dt>
              <dd>{slot ? `${date} · ${timeIn(slot.startsAt, undefined, locale)}` : "—"}</dd>
              <dt className="text-muted-foreground">{t("price")}</dt>
              <dd className="font-semibold">{chosenPrice ? formatMoney(money(chosenPrice.amountCents, chosenPrice.currency), locale) : "—"}</dd>
            </dl>
            {signedIn ? (
              <Button
                type="button"
                disabled={!date || !time || book.isPending}
                onClick={() => book.mutate({ creatorId, durationMinutes: duration, date, time })}
              >
                <CalendarCheck aria-hidden />
                {book.isPending ? t("booking") : t("confirm")}
              </Button>
            ) : (
              <Link href={{ pathname: "/login", query: { returnTo: `/fan/creators/${creatorId}` } }} className="text-sm font-medium text-primary underline">
                {t("signIn")}
              </Link>
            )}
          </TabsContent>
        </Tabs>
      )}
      {booked ? <Confetti /> : null}
      <Dialog open={booked !== null} onOpenChange={(open) => (open ? undefined : setBooked(null))}>
        <DialogContent closeLabel={t("close")}>
          <DialogHeader>
            <DialogTitle>{t("booked.title")}</DialogTitle>
            <DialogDescription>
              {booked
                ? t("booked.body", {
                    name: booked.creatorName ?? "",
                    minutes: booked.durationMinutes,
                    when: formatDate(booked.scheduledAt, locale, { dateStyle: "full", timeStyle: "short", timeZone: undefined }),
                    price: formatMoney(money(booked.amountCents, booked.currency), locale),
                  })
                : null}
            </DialogDescription>
          </DialogHeader>
          <p className="text-sm text-muted-foreground">{t("booked.payment", { minutes: CALL_PAYMENT_WINDOW_MINUTES })}</p>
          {booked ? (
            <Link href={callCheckoutPath(booked.id)} className={buttonVariants()}>
              {t("booked.pay")}
            </Link>
          ) : null}
        </DialogContent>
      </Dialog>
    </section>
  );
}
