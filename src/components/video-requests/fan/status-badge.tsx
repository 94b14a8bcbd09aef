"use client";

import { useTranslations } from "next-intl";
import { cn } from "@/lib/utils";
import type { RequestStatus } from "./order-timeline";

const TONE: Record<RequestStatus, string> = {
  pending_payment: "bg-amber-100 text-amber-900",
  pending: "bg-secondary text-secondary-foreground",
  accepted: "bg-secondary text-secondary-foreground",
  in_progress: "bg-primary/10 text-primary",
  completed: "bg-emerald-100 text-emerald-900",
  declined: "bg-destructive/10 text-destructive",
  cancelled: "bg-muted text-muted-foreground",
  expired: "bg-muted text-muted-foreground",
  refunded: "bg-muted text-muted-foreground",
};

export function StatusBadge({ status }: { status: RequestStatus }) {
  const t = useTranslations("orders.status");
  return <span className={cn("inline-flex rounded-md px-2 py-0.5 text-xs font-semibold", TONE[status])}>{t(status)}</span>;
}
