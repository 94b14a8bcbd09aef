"use client";

import { Flag } from "lucide-react";
import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { ScriptButton } from "@/components/ui/script-button";
import { usePathname } from "next/navigation";
import { Link } from "@/i18n/navigation";
import type { ReportSubject } from "@/lib/moderation/categories";
import { cn } from "@/lib/utils";
import { LazyMessages } from "@/i18n/lazy-messages";

// The dialog's code and its texts (the categories, the errors) load when it first opens.
const ReportDialog = dynamic(() => import("./report-dialog").then((module) => module.ReportDialog));

/**
 * "Report" on anything a person can see: signed-in people open the report dialog, guests are sent to
 * sign in and come back here (a link, which works before the page's scripts have run; the button waits for them).
 */
export function ReportButton({
  subject,
  subjectId,
  signedIn,
  className,
}: {
  subject: ReportSubject;
  subjectId: string;
  signedIn: boolean;
  className?: string;
}) {
  const t = useTranslations("moderation");
  const pathname = usePathname();
  const [open, setOpen] = useState(false);
  const classes = cn("h-7 gap-1 px-2 text-muted-foreground", className);
  if (!signedIn) {
    return (
      <Button asChild size="sm" variant="ghost" className={classes}>
        <Link href={{ pathname: "/login", query: { returnTo: pathname } }} title={t("signInToReport")}>
          <Flag aria-hidden className="size-3.5" />
          {t("report")}
        </Link>
      </Button>
    );
  }
  return (
    <>
      <ScriptButton size="sm" variant="ghost" className={classes} onClick={() => setOpen(true)} aria-haspopup="dialog">
        <Flag aria-hidden className="size-3.5" />
        {t("report")}
      </ScriptButton>
      {open ? (
        <LazyMessages namespaces={["moderation"]}>
          <ReportDialog subject={subject} subjectId={subjectId} open={open} onOpenChange={setOpen} />
        </LazyMessages>
      ) : null}
    </>
  );
}
