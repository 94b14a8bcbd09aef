import type * as React from "react";
import { Card, CardContent } from "@/components/ui/card";

/** The centred card every sign-in screen uses: page title, short description, then the form. */
export function AuthCard({
  title,
  description,
  children,
  footer,
}: {
  title: string;
  description?: string;
  children: React.ReactNode;
  footer?: React.ReactNode;
}) {
  return (
    <section className="mx-auto w-full max-w-md px-4 py-8 sm:py-14">
      <Card>
        <div className="flex flex-col gap-1.5 p-6 pb-4">
          <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
          {description ? <p className="text-sm text-muted-foreground">{description}</p> : null}
        </div>
        <CardContent className="flex flex-col gap-5">{children}</CardContent>
      </Card>
      {footer ? <div className="mt-6 text-center text-sm text-muted-foreground">{footer}</div> : null}
    </section>
  );
}
