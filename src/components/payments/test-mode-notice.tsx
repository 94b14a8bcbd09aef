import { FlaskConical } from "lucide-react";
import { useTranslations } from "next-intl";

/** The label every payment screen shows while payments run offline: nobody mistakes test mode for real money. */
export function TestModeNotice() {
  const t = useTranslations("payments");
  return (
    <div role="note" className="flex items-start gap-3 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950">
      <FlaskConical aria-hidden className="mt-0.5 size-4 shrink-0" />
      <p>
        <strong className="font-semibold">{t("testModeNotice")}</strong>
        <span className="block text-amber-900">{t("testModeHint")}</span>
      </p>
    </div>
  );
}
