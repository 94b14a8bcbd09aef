import { CreatorCard } from "@/components/creators/creator-card";
import type { CreatorListItem } from "@/server/services/creators/list-creators";

/** Creator cards for a signed-in fan (list layout: dense on phones): each opens the fan's creator page. */
export function FanCreatorGrid({ creators }: { creators: CreatorListItem[] }) {
  return (
    <ul className="grid grid-cols-1 gap-4 lg:grid-cols-2">
      {creators.map((creator) => (
        <li key={creator.id}>
          <CreatorCard creator={creator} variant="list" href={`/fan/creators/${creator.id}`} className="h-full" />
        </li>
      ))}
    </ul>
  );
}
