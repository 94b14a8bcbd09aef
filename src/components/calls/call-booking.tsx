"use client";

import { CalendarCheck } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import type { z } from "zod";
import { Confetti } from "@/components/celebration/confetti";
import { Badge } from "@/components/ui/badge";
import { callCheckoutPath } from "@/lib/video-requests/booking-paths";
import { Button, buttonVariants } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { DatePicker } from "@/components/ui/date-picker";
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage, FormRootMessage } from "@/components/ui/form";
import { schemaResolver } from "@/components/forms/schema-resolver";
import { useMutationFeedback } from "@/components/forms/use-mutation-feedback";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { Link } from "@/i18n/navigation";
import type { Locale } from "@/i18n/routing";
import { bookCallInput } from "@/lib/calls/book-call-input";
import { CALL_DURATIONS, CALL_PAYMENT_WINDOW_MINUTES, DEFAULT_CALL_DURATION } from "@/lib/calls/call-rules";
import { isoDatePlusDays } from "@/lib/video-requests/rules";
import { formatDate } from "@/lib/locale-format";
import { formatMoney, money } from "@/lib/money";
import { cn } from "@/lib/utils";
import { api, type RouterOutputs } from "@/trpc/react";
import { CallBookingFrame, CallBookingSkeleton } from "./call-booking-frame";
import { SlotGrid, timeIn } from "./slot-grid";

type Booked = RouterOutputs["calls"]["book"];

/** The widget's fields: the creator is the page's, added when the booking is sent. */
const callChoice = bookCallInput.omit({ creatorId: true });
type CallChoice = z.input<typeof callChoice>;
const resolver = schemaResolver(callChoice);

/**
 * The call booking widget (spec screen 8): Duration, Schedule (past dates disabled, the creator's
 * 16 slots shown in the fan's time), Confirm (enabled once a date and time are chosen), then the
 * confirmation dialog, which leads to the call's checkout. The server holds the slot while it is paid;
 * someone else's slot is refused with a clear message.
 */
export function CallBooking({ creatorId, signedIn }: { creatorId: string; signedIn: boolean }) {
  const t = useTranslations("calls");
  const locale = useLocale() as Locale;
  const [tab, setTab] = useState("duration");
  const [booked, setBooked] = useState<Booked | null>(null);
  const form = useForm<CallChoice, unknown, z.output<typeof callChoice>>({
    resolver,
    defaultValues: { durationMinutes: DEFAULT_CALL_DURATION, date: "", time: "" },
  });
  const [duration, date, time] = useWatch({ control: form.control, name: ["durationMinutes", "date", "time"] });
  const today = isoDatePlusDays(0);
  const day = api.calls.slots.useQuery({ creatorId, date: date || today }, { retry: false });
  const utils = api.useUtils();
  const book = api.calls.book.useMutation(
    useMutationFeedback({
      form,
      refresh: false,
      onSuccess: (result: Booked) => {
        setBooked(result);
        void utils.calls.slots.invalidate({ creatorId });
      },
      onError: (error) => {
        // Someone else took the slot meanwhile: it is chosen again from the day read anew.
        if (error.data?.appCode === "CONFLICT") form.setValue("time", "");
        // A refused date or time shows under its field, on the Schedule tab.
        if (Object.keys(error.data?.fieldErrors ?? {}).some((path) => path === "date" || path === "time")) setTab("schedule");
        void day.refetch();
      },
    }),
  );

  if (day.isError && day.error.data?.code === "CONFLICT") return null; // this creator takes no calls
  const prices = day.data?.prices ?? [];
  const priceOf = (minutes: number) => prices.find((p) => p.minutes === minutes);
  const chosenPrice = priceOf(duration);
  const slot = day.data?.slots.find((s) => s.time === time);
  const viewerZone = Intl.DateTimeFormat().resolvedOptions().timeZone;

  return (
    <CallBookingFrame>
      {day.isPending ? (
        <CallBookingSkeleton />
      ) : day.isError ? (
        <p role="alert" className="mt-4 text-sm text-destructive">{t("loadError")}</p>
      ) : (
        <Form {...form}>
          <form noValidate onSubmit={form.handleSubmit((choice) => signedIn && book.mutate({ creatorId, ...choice }))}>
            <Tabs value={tab} onValueChange={setTab} className="mt-4">
              <TabsList>
                <TabsTrigger value="duration">{t("tabs.duration")}</TabsTrigger>
                <TabsTrigger value="schedule">{t("tabs.schedule")}</TabsTrigger>
                <TabsTrigger value="confirm">{t("tabs.confirm")}</TabsTrigger>
              </TabsList>
              <TabsContent value="duration" className="pt-4">
                <FormField
                  control={form.control}
                  name="durationMinutes"
                  render={({ field }) => (
                    <>
                      <fieldset className="grid grid-cols-2 gap-2">
                        <legend className="sr-only">{t("tabs.duration")}</legend>
                        {CALL_DURATIONS.map((minutes) => {
                          const price = priceOf(minutes);
                          return (
                            <label
                              key={minutes}
                              className={cn(
                                "flex cursor-pointer flex-col gap-1 rounded-lg border p-3 text-sm has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/50",
                                field.value === minutes && "border-primary bg-primary/5",
                              )}
                            >
                              <span className="flex items-center gap-2 font-medium">
                                <input
                                  type="radio"
                                  name={field.name}
                                  checked={field.value === minutes}
                                  onChange={() => field.onChange(minutes)}
                                  onBlur={field.onBlur}
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
                      <FormItem className="mt-2">
                        <FormMessage role="alert" />
                      </FormItem>
                    </>
                  )}
                />
                <Button type="button" className="mt-3 w-full" onClick={() => setTab("schedule")}>
                  {t("next")}
                </Button>
              </TabsContent>
              <TabsContent value="schedule" className="flex flex-col gap-3 pt-4">
                <FormField
                  control={form.control}
                  name="date"
                  render={({ field }) => (
                    <FormItem className="gap-3" fieldId="call-date">
                      <FormLabel>{t("date")}</FormLabel>
                      <FormControl>
                        <DatePicker
                          min={day.data.today}
                          value={field.value}
                          onChange={(iso) => {
                            field.onChange(iso);
                            form.setValue("time", "");
                          }}
                        />
                      </FormControl>
                      <FormMessage role="alert" />
                    </FormItem>
                  )}
                />
                {date ? (
                  <FormField
                    control={form.control}
                    name="time"
                    render={({ field }) => (
                      <FormItem>
                        <SlotGrid
                          legend={t("time", { zone: viewerZone })}
                          note={t("creatorZone", { zone: day.data.timeZone })}
                          slots={day.data.slots}
                          value={field.value}
                          onChange={field.onChange}
                        />
                        <FormMessage role="alert" />
                      </FormItem>
                    )}
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
                <FormRootMessage />
                {signedIn ? (
                  <Button type="submit" disabled={!date || !time || book.isPending}>
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
          </form>
        </Form>
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
    </CallBookingFrame>
  );
}
