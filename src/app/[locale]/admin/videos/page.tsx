import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import { AdminPager } from "@/components/admin/admin-pager";
import { ReportState } from "@/components/admin/moderation/report-state";
import type { Locale } from "@/i18n/routing";
import { formatDate } from "@/lib/locale-format";
import { orderNumberOf } from "@/lib/video-requests/order-number";
import { REVIEW_LIST_PAGE_SIZE } from "@/server/services/moderation/list-for-review";
import { guardAdminPage } from "@/server/auth/guard-admin-page";
import { serverApi } from "@/trpc/server";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("moderation.lists");
  return { title: t("videosTitle") };
}

/** Delivered videos with their live share links and report state, for proactive review (content_moderate). */
export default async function AdminVideosPage({ searchParams }: PageProps<"/[locale]/admin/videos">) {
  await guardAdminPage("/admin/videos");
  const [api, t, tOccasion, locale, query] = await Promise.all([
    serverApi(),
    getTranslations("moderation.lists"),
    getTranslations("booking.occasions"),
    getLocale() as Promise<Locale>,
    searchParams,
  ]);
  const list = await api.moderation.videos({ page: Number(query.page ?? 1) || 1 });
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-8">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold tracking-tight">{t("videosTitle")}</h1>
        <p className="text-muted-foreground">{t("videosDescription", { count: list.total })}</p>
      </header>
      {list.rows.length === 0 ? (
        <p className="rounded-lg border border-dashed p-8 text-center text-muted-foreground">{t("videosEmpty")}</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {list.rows.map((video) => (
            <li key={video.requestId} className="flex flex-col gap-2 rounded-lg border bg-card p-4 text-sm">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <span className="font-medium">
                  {orderNumberOf(video.requestId)} · {tOccasion.has(video.occasion) ? tOccasion(video.occasion) : video.occasion}
                </span>
                {video.completedAt ? (
                  <time dateTime={video.completedAt.toISOString()} className="text-muted-foreground">
                    {formatDate(video.completedAt, locale)}
                  </time>
                ) : null}
              </div>
              <p>{t("videoFor", { creator: video.creatorName ?? t("unknown"), fan: video.fanName ?? t("unknown"), recipient: video.recipientName })}</p>
              <p className="text-muted-foreground">{t("liveLinks", { count: video.liveLinks })}</p>
              <ReportState report={video.report} removed={false} />
            </li>
          ))}
        </ul>
      )}
      <AdminPager path="/admin/videos" query={query} page={list.page} pageSize={REVIEW_LIST_PAGE_SIZE} total={list.total} />
    </div>
  );
}
