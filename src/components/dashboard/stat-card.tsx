import type * as React from "react";
import { Card } from "@/components/ui/card";

/** One number of a dashboard, as a term and its value inside the page's description list. */
export function StatCard({ label, value, detail }: { label: string; value: React.ReactNode; detail?: React.ReactNode }) {
  return (
    <Card className="flex flex-col gap-1 p-5">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="text-3xl font-bold tabular-nums">{value}</dd>
      {detail ? <dd className="text-sm text-muted-foreground">{detail}</dd> : null}
    </Card>
  );
}
