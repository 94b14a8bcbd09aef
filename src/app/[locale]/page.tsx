import { FeaturedCreators } from "@/components/home/featured-creators";
import { HomeCategories } from "@/components/home/home-categories";
import { HomeHero } from "@/components/home/home-hero";
import { HowItWorksSteps } from "@/components/home/how-it-works-steps";
import { CreatorPicker } from "@/components/picker/creator-picker";
import { serverApi } from "@/trpc/server";
import { ClientMessages } from "@/i18n/client-messages";

/** How many featured creators the home page shows. */
const FEATURED_COUNT = 4;

/** Home: what Lakou is, featured creators and categories from the database, the picker, how it works. */
export default async function HomePage() {
  const api = await serverApi();
  const [featured, categoryCounts, pickerResult] = await Promise.all([
    api.creators.list({ verified: true, sort: "popular", pageSize: FEATURED_COUNT }),
    api.creators.categoryCounts(),
    api.creators.picker({}),
  ]);
  return (
    <ClientMessages namespaces={["categories", "creatorCard", "picker"]}>
      <>
        <HomeHero />
        <div className="mx-auto flex max-w-6xl flex-col gap-16 px-4 py-12 sm:py-16">
          <FeaturedCreators creators={featured.creators} />
          <HomeCategories counts={categoryCounts} />
          <CreatorPicker initialResult={pickerResult} />
          <HowItWorksSteps />
        </div>
      </>
    </ClientMessages>
  );
}
