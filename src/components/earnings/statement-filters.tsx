import { getTranslations } from "next-intl/server";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { STATEMENT_KINDS, STATEMENT_PERIODS, type StatementKind, type StatementPeriod } from "@/lib/earnings/rules";

/** Period and kind as a plain GET form (works before and without JavaScript), and the CSV of the same rows. */
export async function StatementFilters({ period, kind }: { period: StatementPeriod; kind: StatementKind }) {
  const t = await getTranslations("earnings.statement");
  const csv = `/api/creator/finances/statement.csv?${new URLSearchParams({ period, kind })}`;
  return (
    <form method="get" className="flex flex-wrap items-end gap-3">
      <div className="flex min-w-40 flex-1 flex-col gap-1.5 sm:flex-none">
        <Label htmlFor="statement-period">{t("period")}</Label>
        <NativeSelect id="statement-period" name="period" defaultValue={period}>
          {STATEMENT_PERIODS.map((value) => (
            <option key={value} value={value}>
              {t(`periods.${value}`)}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="flex min-w-40 flex-1 flex-col gap-1.5 sm:flex-none">
        <Label htmlFor="statement-kind">{t("kind")}</Label>
        <NativeSelect id="statement-kind" name="kind" defaultValue={kind}>
          {STATEMENT_KINDS.map((value) => (
            <option key={value} value={value}>
              {t(`kinds.${value}`)}
            </option>
          ))}
        </NativeSelect>
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
