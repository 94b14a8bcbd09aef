import type * as React from "react";
import { Card } from "@/components/ui/card";
import { Link } from "@/i18n/navigation";

/** One number of a dashboard, as a term and its value inside the page's description list; `href`: the screen behind it. */
export function StatCard({ label, value, detail, href }: { label: string; value: React.ReactNode; detail?: React.ReactNode; href?: string }) {
  return (
    <Card className="relative flex flex-col gap-1 p-5 has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-ring">
      <dt className="text-sm text-muted-foreground">
        {href ? (
          <Link href={href} className="underline-offset-4 outline-none after:absolute after:inset-0 hover:underline">
            {label}
          </Link>
        ) : (
          label
        )}
      </dt>
      <dd className="text-3xl font-bold tabular-nums">{value}</dd>
      {detail ? <dd className="text-sm text-muted-foreground">{detail}</dd> : null}
    </Card>
  );
}
