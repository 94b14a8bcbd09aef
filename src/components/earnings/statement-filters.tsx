import { getTranslations } from "next-intl/server";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { OptionSelect } from "@/components/ui/select";
import { STATEMENT_KINDS, STATEMENT_PERIODS, type StatementKind, type StatementPeriod } from "@/lib/earnings/rules";

/** Period and kind as a plain GET form (works before and without JavaScript), and the CSV of the same rows. */
export async function StatementFilters({ period, kind }: { period: StatementPeriod; kind: StatementKind }) {
  const t = await getTranslations("earnings.statement");
  const csv = `/api/creator/finances/statement.csv?${new URLSearchParams({ period, kind })}`;
  return (
    <form method="get" className="flex flex-wrap items-end gap-3">
      <div className="flex min-w-40 flex-1 flex-col gap-1.5 sm:flex-none">
        <Label htmlFor="statement-period">{t("period")}</Label>
        <OptionSelect
          id="statement-period"
          name="period"
          defaultValue={period}
          options={STATEMENT_PERIODS.map((value) => ({ value, label: t(`periods.${value}`) }))}
        />
      </div>
      <div className="flex min-w-40 flex-1 flex-col gap-1.5 sm:flex-none">
        <Label htmlFor="statement-kind">{t("kind")}</Label>
        <OptionSelect
          id="statement-kind"
          name="kind"
          defaultValue={kind}
          options={STATEMENT_KINDS.map((value) => ({ value, label: t(`kinds.${value}`) }))}
        />
      </div>
      <Button type="submit" variant="secondary">
        {t("apply")}
      </Button>
      <a href={csv} download className="text-sm font-medium text-primary underline-offset-4 hover:underline sm:ml-auto">
        {t("csv")}
      </a>
    </form>
  );
}
