"use client";

import { Loader2Icon } from "lucide-react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { api } from "@/trpc/react";
import { mutationErrorKey } from "@/components/forms/mutation-error";

/** Sets a new MonCash rate (HTG per USD); it applies to payments started from now on. */
export function ExchangeRateForm({ current }: { current: string | null }) {
  const t = useTranslations("admin.settings");
  const tAll = useTranslations();
  const router = useRouter();
  const id = useId();
  const [value, setValue] = useState(current ?? "");
  const [errorKey, setErrorKey] = useState<string | null>(null);
  const setRate = api.admin.setExchangeRate.useMutation({
    onSuccess: () => {
      setErrorKey(null);
      toast.success(t("rateSaved"));
      router.refresh();
    },
    onError: (error) => setErrorKey(mutationErrorKey(error)),
  });
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        setRate.mutate({ htgPerUsd: value });
      }}
      className="flex flex-col gap-2 sm:flex-row sm:items-end"
    >
      <div className="flex flex-1 flex-col gap-1.5">
        <Label htmlFor={id}>{t("newRate")}</Label>
        <Input
          id={id}
          inputMode="decimal"
          value={value}
          onChange={(event) => setValue(event.target.value)}
          aria-invalid={errorKey ? true : undefined}
          aria-describedby={errorKey ? `${id}-error` : undefined}
        />
        {errorKey ? (
          <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
            {tAll(errorKey as never)}
          </p>
        ) : null}
      </div>
      <Button type="submit" disabled={setRate.isPending}>
        {setRate.isPending ? <Loader2Icon aria-hidden className="animate-spin" /> : null}
        {t("saveRate")}
      </Button>
    </form>
  );
}
