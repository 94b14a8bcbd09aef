import { Skeleton } from "@/components/ui/skeleton";

/** The creator page's shape while it loads (both routes' loading.tsx). */
export function CreatorPageSkeleton({ label }: { label: string }) {
  return (
    <div aria-busy className="pb-16">
      <span className="sr-only" role="status">
        {label}
      </span>
      <Skeleton className="h-36 rounded-none sm:h-52" />
      <div className="mx-auto max-w-6xl px-4">
        <div className="relative -mt-12 flex items-start gap-4 sm:-mt-16">
          <Skeleton className="size-24 rounded-full border-4 border-background sm:size-32" />
          <div className="flex flex-1 flex-col gap-2 pt-14 sm:pt-[4.75rem]">
            <Skeleton className="h-8 w-56" />
            <Skeleton className="h-4 w-40" />
          </div>
        </div>
        <div className="mt-10 grid gap-10 lg:grid-cols-[minmax(0,1fr)_22rem]">
          <div className="flex flex-col gap-4">
            <Skeleton className="h-6 w-32" />
            <Skeleton className="h-20 w-full" />
            <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
              {[0, 1, 2, 3].map((n) => (
                <Skeleton key={n} className="h-16" />
              ))}
            </div>
            <div className="mt-6 grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
              {[0, 1, 2].map((n) => (
                <Skeleton key={n} className="aspect-video" />
              ))}
            </div>
          </div>
          <div className="flex flex-col gap-4">
            <Skeleton className="h-40" />
            <Skeleton className="h-56" />
          </div>
        </div>
      </div>
    </div>
  );
}
