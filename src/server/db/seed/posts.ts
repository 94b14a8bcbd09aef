import type { Category } from "../schema";
import type { SeedCreator } from "./creators-data";
import { type Random, between, daysBefore, hashNumber, sample, seedId } from "./deterministic";
import { demoVideoUrls, postImageUrl } from "./media";
import type { TierRow } from "./tiers";

type PostType = "text" | "image" | "video";

interface PostIdea {
  key: string;
  type: PostType;
  title: string;
  description: string;
}

interface CategoryIdeas {
  /** Open to everyone. */
  open: PostIdea[];
  /** For subscribers only. */
  members: PostIdea[];
}

const IDEAS: Record<Category, CategoryIdeas> = {
  musician: {
    open: [
      { key: "rehearsal", type: "video", title: "Rehearsal night", description: "Thirty seconds from tonight's rehearsal. The new bridge is finally working!" },
      { key: "gig-photos", type: "image", title: "Saturday's gig", description: "Mèsi to everyone who came out. What a crowd!" },
      { key: "tour-dates", type: "text", title: "Tour dates are out", description: "Montréal, Boston, Miami and Port-au-Prince. Which city should get an extra night?" },
      { key: "studio-gear", type: "image", title: "New guitar in the studio", description: "She still needs a name. Suggestions welcome." },
    ],
    members: [
      { key: "demo", type: "video", title: "Unreleased demo", description: "A rough take of a song that may land on the next album. Tell me what you think." },
      { key: "setlist", type: "text", title: "How I build a setlist", description: "The three rules I follow so a konpa night never loses the dance floor." },
      { key: "chords", type: "image", title: "Chord sheet for the new single", description: "For those of you who asked how to play it at home." },
    ],
  },
  comedian: {
    open: [
      { key: "sketch", type: "video", title: "When manman finds the report card", description: "Based on a true story. Mine." },
      { key: "poster", type: "image", title: "Show poster", description: "New show next month. Bring the whole lakou." },
      { key: "joke", type: "text", title: "Joke of the week", description: "Why did the tap-tap stop in front of my house? It heard there was free diri ak pwa." },
      { key: "backstage", type: "image", title: "Backstage selfie", description: "Five minutes before going on stage. Nervous? Never. Okay, a little." },
    ],
    members: [
      { key: "bloopers", type: "video", title: "Bloopers you will never see anywhere else", description: "Fifteen takes to say one line. Enjoy my suffering." },
      { key: "draft", type: "text", title: "New bit, first draft", description: "Testing a new story about weddings. Honest feedback, please." },
      { key: "uncut", type: "video", title: "Uncut set from Friday", description: "The whole twenty minutes, including the part about my uncle." },
    ],
  },
  actor: {
    open: [
      { key: "set", type: "image", title: "First day on set", description: "Costume fitting done, lines learned, coffee in hand." },
      { key: "monologue", type: "video", title: "A short monologue", description: "One minute from a play I love, recorded at home." },
      { key: "premiere", type: "text", title: "Premiere night", description: "The series premieres this weekend. Thank you for waiting with me." },
      { key: "poster", type: "image", title: "The new poster", description: "Look closely, there is a surprise in the background." },
    ],
    members: [
      { key: "table-read", type: "video", title: "Table read clip", description: "The cast reading episode three for the first time." },
      { key: "diary", type: "text", title: "On-set diary", description: "What a twelve-hour shooting day really looks like." },
      { key: "stills", type: "image", title: "Behind-the-scenes stills", description: "Photos the production will not post." },
    ],
  },
  singer: {
    open: [
      { key: "cover", type: "video", title: "A cover you asked for", description: "You voted, I sang. Thank you for a thousand requests!" },
      { key: "studio", type: "image", title: "In the vocal booth", description: "Recording harmonies all afternoon." },
      { key: "lyrics", type: "text", title: "Lyrics of the week", description: "\"Lanmou pa gen fwontyè\" — the line everyone keeps quoting to me." },
      { key: "concert", type: "image", title: "Concert night", description: "What a room. Mèsi anpil!" },
    ],
    members: [
      { key: "acoustic", type: "video", title: "Acoustic version", description: "The new single, just voice and guitar." },
      { key: "warmup", type: "text", title: "My vocal warm-up", description: "The ten-minute routine I do before every show." },
      { key: "voice-memo", type: "video", title: "Voice memo of a new melody", description: "It came to me at 3 a.m. Recorded it before it escaped." },
    ],
  },
  djProducer: {
    open: [
      { key: "beat", type: "video", title: "Cooking up a beat", description: "From an empty session to a full groove in sixty seconds." },
      { key: "setup", type: "image", title: "Studio setup", description: "The gear everyone asks about." },
      { key: "release", type: "text", title: "New release Friday", description: "Kompa meets afro-house. Turn it up." },
      { key: "collab", type: "image", title: "Collab session", description: "Can't say who yet. Guesses in the comments." },
    ],
    members: [
      { key: "stems", type: "text", title: "Stems for the remix contest", description: "Download links and the rules for this month's remix contest." },
      { key: "breakdown", type: "video", title: "Beat breakdown", description: "How I layered the drums on the last single." },
      { key: "preview", type: "video", title: "Unreleased preview", description: "Forty seconds of something coming this summer." },
    ],
  },
  radioHost: {
    open: [
      { key: "studio", type: "image", title: "Morning in the studio", description: "Coffee, headphones and a full switchboard." },
      { key: "guest", type: "text", title: "This week's guest", description: "A legend of Haitian music joins me on Thursday. Send your questions." },
      { key: "clip", type: "video", title: "Best moment of the show", description: "The caller who made the whole studio laugh." },
      { key: "mic", type: "image", title: "Twenty years behind this mic", description: "Thank you for every morning together." },
    ],
    members: [
      { key: "extended", type: "video", title: "Extended interview", description: "The part of the interview that did not fit on air." },
      { key: "notes", type: "text", title: "Show prep notes", description: "How I prepare an hour of live radio." },
      { key: "off-air", type: "video", title: "Off air", description: "What happens in the studio during the ad breaks." },
    ],
  },
  dj: {
    open: [
      { key: "mix", type: "video", title: "Friday warm-up mix", description: "A minute of the mix that opened last night." },
      { key: "crowd", type: "image", title: "The crowd last night", description: "You were loud. Let's do it again." },
      { key: "bookings", type: "text", title: "Summer bookings open", description: "Weddings, block parties and carnival floats. Send me a message." },
      { key: "decks", type: "image", title: "New decks", description: "Finally upgraded. The sound is unreal." },
    ],
    members: [
      { key: "full-mix", type: "video", title: "Full mix download", description: "The complete set, for members only." },
      { key: "crate", type: "text", title: "What's in my crate", description: "Ten tracks I am playing everywhere right now." },
      { key: "transition", type: "video", title: "How I did that transition", description: "Step by step, from konpa to dancehall without losing the floor." },
    ],
  },
};

export interface PostRow {
  id: string;
  creatorId: string;
  title: string;
  description: string;
  status: "published";
  isPublic: boolean;
  isPreview: boolean;
  isFeatured: boolean;
  accessTierIds: string[];
  contentType: PostType;
  thumbnailUrl: string | null;
  images: string[];
  videos: string[];
  createdAt: Date;
  updatedAt: Date;
}

/**
 * Three to five published posts over the last few months (never before the creator joined):
 * mostly public, one or two for subscribers — one open to every active tier, one to the top tier.
 * The oldest public post is the preview guests see; verified creators feature their newest post.
 */
export function buildPosts(
  creator: SeedCreator,
  creatorId: string,
  activeTiers: TierRow[],
  random: Random,
  now: Date,
): PostRow[] {
  const ideas = IDEAS[creator.category];
  const count = between(random, 3, 5);
  const memberCount = count >= 4 ? 2 : 1;
  const chosen = [
    ...sample(random, ideas.open, count - memberCount).map((idea) => ({ idea, tiers: null })),
    ...sample(random, ideas.members, memberCount).map((idea, i) => ({
      idea,
      tiers: i === 0 ? activeTiers : activeTiers.slice(-1),
    })),
  ];
  const window = Math.min(creator.joinedDaysAgo, 150);
  const ages = chosen.map(() => random() * window).sort((a, b) => b - a);
  const imageOffset = hashNumber(creator.handle);
  const shuffled = sample(random, chosen, chosen.length);
  const previewIndex = shuffled.findIndex(({ tiers }) => tiers === null);
  return shuffled.map(({ idea, tiers }, i) => {
    const thumbnailUrl = idea.type === "text" ? null : postImageUrl(imageOffset + i);
    const createdAt = daysBefore(now, ages[i]!);
    const id = seedId(`post:${creator.handle}:${idea.key}`);
    return {
      id,
      creatorId,
      title: idea.title,
      description: idea.description,
      status: "published",
      isPublic: tiers === null,
      isPreview: i === previewIndex,
      isFeatured: creator.verified && i === chosen.length - 1,
      accessTierIds: tiers?.map((tier) => tier.id) ?? [],
      contentType: idea.type,
      thumbnailUrl,
      images: idea.type === "image" && thumbnailUrl ? [thumbnailUrl] : [],
      videos: idea.type === "video" ? [demoVideoUrls(id).videoUrl] : [],
      createdAt,
      updatedAt: createdAt,
    };
  });
}
