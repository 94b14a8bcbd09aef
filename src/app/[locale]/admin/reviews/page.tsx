import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import { AdminPager } from "@/components/admin/admin-pager";
import { ReportState } from "@/components/admin/moderation/report-state";
import type { Locale } from "@/i18n/routing";
import { formatDate } from "@/lib/locale-format";
import { REVIEW_LIST_PAGE_SIZE } from "@/server/services/moderation/list-for-review";
import { guardAdminPage } from "@/server/auth/guard-admin-page";
import { serverApi } from "@/trpc/server";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("moderation.lists");
  return { title: t("reviewsTitle") };
}

/** Every review with its report state, for proactive review (content_moderate). */
export default async function AdminReviewsPage({ searchParams }: PageProps<"/[locale]/admin/reviews">) {
  await guardAdminPage("/admin/reviews");
  const [api, t, locale, query] = await Promise.all([serverApi(), getTranslations("moderation.lists"), getLocale() as Promise<Locale>, searchParams]);
  const list = await api.moderation.reviews({ page: Number(query.page ?? 1) || 1 });
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-8">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold tracking-tight">{t("reviewsTitle")}</h1>
        <p className="text-muted-foreground">{t("reviewsDescription", { count: list.total })}</p>
      </header>
      {list.rows.length === 0 ? (
        <p className="rounded-lg border border-dashed p-8 text-center text-muted-foreground">{t("reviewsEmpty")}</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {list.rows.map((review) => (
            <li key={review.id} className="flex flex-col gap-2 rounded-lg border bg-card p-4 text-sm">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <span className="font-medium">
                  {t("reviewBy", { fan: review.fanName ?? t("unknown"), creator: review.creatorName ?? t("unknown"), rating: review.rating })}
                </span>
                <time dateTime={review.createdAt.toISOString()} className="text-muted-foreground">
                  {formatDate(review.createdAt, locale)}
                </time>
              </div>
              {review.comment ? <p className="break-words">{review.comment}</p> : null}
              <ReportState report={review.report} removed={review.removedAt !== null} />
            </li>
          ))}
        </ul>
      )}
      <AdminPager path="/admin/reviews" query={query} page={list.page} pageSize={REVIEW_LIST_PAGE_SIZE} total={list.total} />
    </div>
  );
}
