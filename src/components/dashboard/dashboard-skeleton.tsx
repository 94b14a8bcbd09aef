import { getTranslations } from "next-intl/server";
import { Skeleton } from "@/components/ui/skeleton";

/** Placeholder of a role home while its numbers load. */
export async function DashboardSkeleton() {
  const t = await getTranslations("common");
  return (
    <div role="status" className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-8 sm:px-6">
      <span className="sr-only">{t("loading")}</span>
      <Skeleton className="h-8 w-64" />
      <Skeleton className="h-5 w-48" />
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {Array.from({ length: 4 }, (_, index) => (
          <Skeleton key={index} className="h-28 rounded-xl" />
        ))}
      </div>
      <Skeleton className="h-40 rounded-xl" />
    </div>
  );
}
