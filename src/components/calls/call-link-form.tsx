"use client";

import { useTranslations } from "next-intl";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { schemaResolver } from "@/components/forms/schema-resolver";
import { useMutationFeedback } from "@/components/forms/use-mutation-feedback";
import { Button } from "@/components/ui/button";
import { Form, FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage, FormRootMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { setCallJoinUrlInput } from "@/lib/calls/call-change-input";
import { api } from "@/trpc/react";

const resolver = schemaResolver(setCallJoinUrlInput);

/** The creator sets the meeting link (their own video service) of one confirmed call, or clears it. */
export function CallLinkForm({ callBookingId, joinUrl }: { callBookingId: string; joinUrl: string | null }) {
  const t = useTranslations("callRoom");
  const utils = api.useUtils();
  const form = useForm<z.input<typeof setCallJoinUrlInput>, unknown, z.output<typeof setCallJoinUrlInput>>({
    resolver,
    defaultValues: { callBookingId, joinUrl: joinUrl ?? "" },
  });
  const save = api.calls.setJoinUrl.useMutation(
    useMutationFeedback({
      form,
      success: t("linkSaved"),
      refresh: false,
      onSuccess: () => void Promise.all([utils.calls.creatorCalls.invalidate(), utils.calls.room.invalidate({ callBookingId })]),
    }),
  );
  return (
    <Form {...form}>
      <form className="flex flex-col gap-2" noValidate onSubmit={form.handleSubmit((input) => save.mutate(input))}>
        <FormField
          control={form.control}
          name="joinUrl"
          render={({ field }) => (
            <FormItem>
              <FormLabel>{t("linkLabel")}</FormLabel>
              <div className="flex flex-col gap-2 sm:flex-row">
                <FormControl>
                  <Input {...field} type="url" inputMode="url" placeholder="https://" />
                </FormControl>
                <Button type="submit" variant="outline" disabled={save.isPending}>
                  {t("saveLink")}
                </Button>
              </div>
              <FormDescription className="text-xs">{t("linkHint")}</FormDescription>
              <FormMessage />
            </FormItem>
          )}
        />
        <FormRootMessage />
      </form>
    </Form>
  );
}
