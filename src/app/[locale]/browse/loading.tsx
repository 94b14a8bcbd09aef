import { BrowseSkeleton } from "@/components/browse/browse-results";
import { Skeleton } from "@/components/ui/skeleton";
import { ClientMessages } from "@/i18n/client-messages";

export default function BrowseLoading() {
  return (
    <ClientMessages namespaces={["browse", "categories", "creatorCard"]}>
      <div className="mx-auto flex w-full max-w-7xl flex-col gap-6 px-4 py-6 sm:py-10" aria-busy>
        <Skeleton className="h-9 w-64" />
        <Skeleton className="h-11 w-full" />
        <div className="grid grid-cols-2 gap-3 md:grid-cols-4">
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} className="h-16" />
          ))}
        </div>
        <BrowseSkeleton />
      </div>
    </ClientMessages>
  );
}
