import { getTranslations } from "next-intl/server";
import { Button } from "@/components/ui/button";
import { Link } from "@/i18n/navigation";

/** Previous / next links for a server-rendered admin list (?page=). */
export async function ListPager({ path, page, pageCount }: { path: string; page: number; pageCount: number }) {
  if (pageCount <= 1) return null;
  const t = await getTranslations("moderation.queue");
  const label = t("page", { page, count: pageCount });
  return (
    <nav aria-label={label} className="flex items-center justify-between gap-2 text-sm">
      {page > 1 ? (
        <Button asChild variant="outline" size="sm">
          <Link href={`${path}?page=${page - 1}`}>{t("previous")}</Link>
        </Button>
      ) : (
        <span />
      )}
      <span>{label}</span>
      {page < pageCount ? (
        <Button asChild variant="outline" size="sm">
          <Link href={`${path}?page=${page + 1}`}>{t("next")}</Link>
        </Button>
      ) : (
        <span />
      )}
    </nav>
  );
}
