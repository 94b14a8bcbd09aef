import { Gift, Search, Video } from "lucide-react";
import { getTranslations } from "next-intl/server";
import { Link } from "@/i18n/navigation";

const STEPS = [
  { key: "find", Icon: Search },
  { key: "book", Icon: Video },
  { key: "share", Icon: Gift },
] as const;

/** How Lakou works in three steps, with a link to the full page. */
export async function HowItWorksSteps() {
  const t = await getTranslations("home.howItWorks");
  return (
    <section aria-labelledby="home-how-heading" className="flex flex-col gap-6">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <h2 id="home-how-heading" className="text-2xl font-bold tracking-tight">
          {t("heading")}
        </h2>
        <Link href="/how-it-works" className="rounded-sm text-sm font-medium text-primary hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none">
          {t("learnMore")}
        </Link>
      </div>
      <ol className="grid gap-4 md:grid-cols-3">
        {STEPS.map(({ key, Icon }, i) => (
          <li key={key} className="flex flex-col gap-3 rounded-xl border bg-card p-6 shadow-sm">
            <span className="flex items-center gap-3">
              <span className="flex size-10 items-center justify-center rounded-full bg-primary/10 text-primary">
                <Icon aria-hidden className="size-5" />
              </span>
              <span className="text-sm font-semibold text-muted-foreground">{t("stepLabel", { number: i + 1 })}</span>
            </span>
            <h3 className="text-lg font-semibold">{t(`steps.${key}.title`)}</h3>
            <p className="text-muted-foreground">{t(`steps.${key}.body`)}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
