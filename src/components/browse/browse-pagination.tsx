"use client";

import { ChevronLeft, ChevronRight, ChevronsLeft, ChevronsRight } from "lucide-react";
import { useTranslations } from "next-intl";
import type * as React from "react";
import { StateLink } from "@/components/navigation/state-link";
import { buttonVariants } from "@/components/ui/button";
import { cn } from "@/lib/utils";

const WINDOW = 5;

/** Up to five page numbers around the current page, kept inside 1..pageCount. */
function pageWindow(page: number, pageCount: number): number[] {
  const start = Math.max(1, Math.min(page - Math.floor(WINDOW / 2), pageCount - WINDOW + 1));
  const end = Math.min(pageCount, start + WINDOW - 1);
  return Array.from({ length: end - start + 1 }, (_, i) => start + i);
}

/**
 * First, previous, a window of five page numbers, next and last. Each is a real link (it opens in
 * a new tab too, and works before the page's scripts have run); a plain click changes the page in place.
 */
export function BrowsePagination({
  page,
  pageCount,
  hrefFor,
  onPage,
}: {
  page: number;
  pageCount: number;
  hrefFor: (page: number) => string;
  onPage: (page: number) => void;
}) {
  const t = useTranslations("browse");
  if (pageCount <= 1) return null;

  const item = (target: number, label: string, content: React.ReactNode, current = false) => {
    const disabled = target < 1 || target > pageCount || (target === page && !current);
    const className = cn(
      buttonVariants({ variant: current ? "default" : "outline", size: "icon" }),
      "size-9 sm:size-10",
      disabled && "pointer-events-none opacity-40",
    );
    if (disabled) {
      return (
        <span className={className} aria-hidden>
          {content}
        </span>
      );
    }
    return (
      <StateLink
        href={hrefFor(target)}
        className={className}
        aria-label={label}
        aria-current={current ? "page" : undefined}
        onNavigate={() => {
          if (target !== page) onPage(target);
        }}
      >
        {content}
      </StateLink>
    );
  };

  return (
    <nav aria-label={t("pagination")} className="flex justify-center">
      <ul className="flex items-center gap-1">
        <li>{item(1, t("firstPage"), <ChevronsLeft aria-hidden />)}</li>
        <li>{item(page - 1, t("previousPage"), <ChevronLeft aria-hidden />)}</li>
        {pageWindow(page, pageCount).map((n) => (
          <li key={n}>{item(n, t("pageNumber", { page: n }), n, n === page)}</li>
        ))}
        <li>{item(page + 1, t("nextPage"), <ChevronRight aria-hidden />)}</li>
        <li>{item(pageCount, t("lastPage"), <ChevronsRight aria-hidden />)}</li>
      </ul>
    </nav>
  );
}
