import { getTranslations } from "next-intl/server";

/** Said instead of a list when the filters in the address were refused. */
export async function QueryNotice({ messageKey }: { messageKey: string }) {
  const t = await getTranslations();
  return (
    <p role="alert" className="rounded-xl border border-destructive/40 bg-destructive/5 p-4 text-sm text-destructive">
      {t(messageKey as never)}
    </p>
  );
}
