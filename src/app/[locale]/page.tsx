import { FeaturedCreators } from "@/components/home/featured-creators";
import { HomeCategories } from "@/components/home/home-categories";
import { HomeHero } from "@/components/home/home-hero";
import { HowItWorksSteps } from "@/components/home/how-it-works-steps";
import { CreatorPicker } from "@/components/picker/creator-picker";
import { ClientMessages } from "@/i18n/client-messages";
import { PICKER_DEFAULT_INPUT } from "@/lib/picker-options";
import { HydrateClient, trpc } from "@/trpc/server";

/** How many featured creators the home page shows. */
const FEATURED_COUNT = 4;

/** Home: what Lakou is with creators' faces, a sample clip and real figures; featured creators and categories from the database, the picker, how it works. */
export default async function HomePage() {
  const [featured, categoryCounts, showcase] = await Promise.all([
    trpc.creators.list({ verified: true, sort: "popular", pageSize: FEATURED_COUNT }),
    trpc.creators.categoryCounts(),
    trpc.creators.homeShowcase(),
    trpc.creators.picker.prefetch(PICKER_DEFAULT_INPUT),
  ]);
  return (
    <ClientMessages namespaces={["categories", "creatorCard", "picker"]}>
      <HomeHero faces={featured.creators} clip={showcase.featuredPreview} figures={showcase.figures} />
      <div className="mx-auto flex max-w-6xl flex-col gap-16 px-4 py-12 sm:py-16">
        <FeaturedCreators creators={featured.creators} />
        <HomeCategories counts={categoryCounts} images={showcase.categoryImages} />
        <HydrateClient>
          <CreatorPicker />
        </HydrateClient>
        <HowItWorksSteps />
      </div>
    </ClientMessages>
  );
}
