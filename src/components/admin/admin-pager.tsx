import { getTranslations } from "next-intl/server";
import { Button } from "@/components/ui/button";
import { Link } from "@/i18n/navigation";
import { type PageSearchParams, filledParam } from "@/lib/page-search-params";

/**
 * Previous and next links for a server-paged console list, keeping the other filters of the address.
 * `query` is the page's search parameters as they came.
 */
export async function AdminPager({
  path,
  query,
  page,
  pageSize,
  total,
}: {
  path: string;
  query: PageSearchParams;
  page: number;
  pageSize: number;
  total: number;
}) {
  const t = await getTranslations("admin.pager");
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const hrefFor = (target: number) => {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(query)) {
      const filled = filledParam(value);
      if (key !== "page" && filled) params.set(key, filled);
    }
    if (target > 1) params.set("page", String(target));
    const search = params.toString();
    return search ? `${path}?${search}` : path;
  };
  return (
    <nav aria-label={t("label")} className="flex items-center justify-between gap-3 text-sm">
      <p className="text-muted-foreground">{t("summary", { page, pages, total })}</p>
      <div className="flex gap-2">
        {page > 1 ? (
          <Button asChild variant="outline" size="sm">
            <Link href={hrefFor(page - 1)}>{t("previous")}</Link>
          </Button>
        ) : null}
        {page < pages ? (
          <Button asChild variant="outline" size="sm">
            <Link href={hrefFor(page + 1)}>{t("next")}</Link>
          </Button>
        ) : null}
      </div>
    </nav>
  );
}
