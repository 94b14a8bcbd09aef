import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { MyCalls } from "@/components/calls/my-calls";
import { FanCreatorGrid } from "@/components/fan-home/creator-card-grid";
import { Button } from "@/components/ui/button";
import { Link } from "@/i18n/navigation";
import { guardPage } from "@/server/auth/guard";
import { serverApi } from "@/trpc/server";
import { ClientMessages } from "@/i18n/client-messages";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("fanHome");
  return { title: t("metaTitle") };
}

/** The signed-in fan's home: saved creators, then recommendations that say where they come from. */
export default async function FanHomePage() {
  const actor = await guardPage({ requireRole: "fan" });
  const [t, tCategory, api] = await Promise.all([getTranslations("fanHome"), getTranslations("categories"), serverApi()]);
  const { saved, recommendations } = await api.fans.home();
  const firstName = actor.name?.trim().split(/\s+/)[0];
  const categories = recommendations.categories.map((category) => tCategory(category)).join(", ");
  const recommendationNote =
    recommendations.basis === "savedCategories"
      ? t("fromCategories", { categories })
      : saved.length === 0
        ? t("popularNothingSaved")
        : t("popularNothingNew", { categories });

  return (
    <ClientMessages namespaces={["callOrders", "calls", "categories", "creatorCard", "validation.invalid"]}>
      <div className="mx-auto flex max-w-6xl flex-col gap-12 px-4 py-10">
        <header className="flex flex-col gap-1">
          <h1 className="text-3xl font-bold tracking-tight">{firstName ? t("welcome", { name: firstName }) : t("welcomeNoName")}</h1>
          <p className="text-muted-foreground">{t("intro")}</p>
        </header>

        <MyCalls upcoming />

        <section aria-labelledby="fan-saved-heading" className="flex flex-col gap-4">
          <h2 id="fan-saved-heading" className="text-xl font-semibold">
            {t("savedHeading")}
          </h2>
          {saved.length === 0 ? (
            <div className="flex flex-col items-start gap-3 rounded-xl border border-dashed p-6">
              <p className="text-muted-foreground">{t("savedEmpty")}</p>
              <Button asChild>
                <Link href="/browse">{t("browse")}</Link>
              </Button>
            </div>
          ) : (
            <FanCreatorGrid creators={saved} />
          )}
        </section>

        <section aria-labelledby="fan-recommended-heading" className="flex flex-col gap-4">
          <div className="flex flex-col gap-1">
            <h2 id="fan-recommended-heading" className="text-xl font-semibold">
              {recommendations.basis === "savedCategories" ? t("recommendedHeading") : t("popularHeading")}
            </h2>
            <p className="text-sm text-muted-foreground">{recommendationNote}</p>
          </div>
          {recommendations.creators.length === 0 ? (
            <p className="rounded-xl border border-dashed p-6 text-center text-muted-foreground">{t("recommendationsEmpty")}</p>
          ) : (
            <FanCreatorGrid creators={recommendations.creators} />
          )}
        </section>
      </div>
    </ClientMessages>
  );
}
