import type { Category } from "../schema";
import type { SeedCreator } from "./creators-data";
import { type Random, between, htgCentsFor, seedId } from "./deterministic";

interface TierLevel {
  key: string;
  name: string;
  description: string;
  /** Monthly price in USD cents for creators up to $100 a video; dearer creators charge double. */
  usdCents: number;
  benefits: string[];
}

/** Subscription levels, cheapest first; a creator offers the first two to four. */
const LEVELS: TierLevel[] = [
  {
    key: "fanatik",
    name: "Fanatik",
    description: "Support the work and get the members-only posts.",
    usdCents: 499,
    benefits: ["Members-only posts", "Monthly thank-you shout-out", "Fanatik badge on your comments"],
  },
  {
    key: "vip",
    name: "VIP",
    description: "Closer to the action: behind the scenes and early releases.",
    usdCents: 999,
    benefits: ["Everything in Fanatik", "Behind-the-scenes videos", "Early access to new releases", "First replies to your comments"],
  },
  {
    key: "inner-circle",
    name: "Inner Circle",
    description: "The small group that hears everything first.",
    usdCents: 2499,
    benefits: ["Everything in VIP", "Monthly live hangout", "Personal voice note on your birthday", "Vote on upcoming content"],
  },
  {
    key: "lakou-lakay",
    name: "Lakou Lakay",
    description: "Family status: the most personal way to follow along.",
    usdCents: 4999,
    benefits: ["Everything in Inner Circle", "One short personal video each quarter", "Your name in the credits"],
  },
];

const CATEGORY_PERK: Record<Category, string> = {
  musician: "Unreleased demos and rehearsal clips",
  comedian: "Uncut sketches and bloopers",
  actor: "Table reads and on-set diaries",
  singer: "Acoustic versions of new songs",
  djProducer: "Stems and beat breakdowns",
  radioHost: "Extended interviews after the show",
  dj: "Full mixes before anyone else",
};

export interface TierRow {
  id: string;
  creatorId: string;
  tierName: string;
  description: string;
  benefits: string[];
  priceUsdCents: number;
  priceHtgCents: number;
  billingPeriod: "monthly";
  isActive: boolean;
  createdAt: Date;
}

/**
 * Two to four active monthly tiers; with `retired`, one extra inactive tier that fans can no
 * longer join. Returned cheapest first, the inactive one last.
 */
export function buildTiers(
  creator: SeedCreator,
  creatorId: string,
  random: Random,
  joinedAt: Date,
  retired: boolean,
): TierRow[] {
  const multiplier = creator.priceUsd > 100 ? 2 : 1;
  const tiers: TierRow[] = LEVELS.slice(0, between(random, 2, 4)).map((level, i) => {
    const usdCents = level.usdCents * multiplier;
    return {
      id: seedId(`tier:${creator.handle}:${level.key}`),
      creatorId,
      tierName: level.name,
      description: level.description,
      benefits: i === 1 ? [...level.benefits, CATEGORY_PERK[creator.category]] : level.benefits,
      priceUsdCents: usdCents,
      priceHtgCents: htgCentsFor(usdCents),
      billingPeriod: "monthly",
      isActive: true,
      createdAt: joinedAt,
    };
  });
  if (retired) {
    tiers.push({
      id: seedId(`tier:${creator.handle}:founding`),
      creatorId,
      tierName: "Founding Fanatik",
      description: "The launch tier, closed to new members.",
      benefits: ["Members-only posts", "Founding member badge"],
      priceUsdCents: 299,
      priceHtgCents: htgCentsFor(299),
      billingPeriod: "monthly",
      isActive: false,
      createdAt: joinedAt,
    });
  }
  return tiers;
}
