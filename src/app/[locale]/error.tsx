"use client";

import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";

export default function ErrorPage({ reset }: { error: Error; reset: () => void }) {
  const t = useTranslations();
  return (
    <section role="alert" className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-24 text-center">
      <h1 className="text-2xl font-semibold">{t("errors.errorTitle")}</h1>
      <p className="text-muted-foreground">{t("errors.errorBody")}</p>
      <Button onClick={reset}>{t("common.tryAgain")}</Button>
    </section>
  );
}
