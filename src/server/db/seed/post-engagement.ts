import type { Locale } from "./creators-data";
import { type Random, between, pick, randomFor, sample, seedId } from "./deterministic";
import type { PostRow } from "./posts";

/**
 * Likes, views and comments on the seeded posts from the seeded fans (and, for likes and views, other
 * creators), so counts look lived-in: about one post in seven is still quiet, most have a few, a few
 * have many. A members-only post is only seen by accounts subscribed to one of its tiers. Comments are
 * written in each commenter's language; the creator answers some of them. The demo accounts are left
 * out, and their own posts get no comments, so what a person does with them starts from a clean slate.
 */

export interface SeedPerson {
  id: string;
  firstName: string;
  locale: Locale;
}

export interface Subscriber {
  userId: string;
  tierId: string;
}

interface ReactionRow {
  postId: string;
  userId: string;
  createdAt: Date;
}

interface CommentRow {
  id: string;
  postId: string;
  userId: string;
  parentCommentId: string | null;
  content: string;
  createdAt: Date;
}

const COMMENTS: Record<Locale, string[]> = {
  en: [
    "This is beautiful, {name}!",
    "Can't wait for the next one.",
    "I've watched this three times already.",
    "The whole family loves it, thank you!",
    "When are you coming to Boston?",
    "This made my whole week.",
    "Respect, {name}. Keep going!",
    "My mother is your biggest fan, she says hi.",
  ],
  fr: [
    "Magnifique, {name}\u00a0!",
    "Vivement la suite.",
    "Je l’ai déjà regardé trois fois.",
    "Toute la famille adore, merci\u00a0!",
    "Quand est-ce que tu passes à Montréal\u00a0?",
    "Ça a illuminé ma semaine.",
    "Bravo {name}, continue comme ça\u00a0!",
    "Ma mère est ta plus grande fan, elle te salue.",
  ],
  ht: [
    "Sa bèl anpil, {name}!",
    "Mwen pa ka tann pwochen an.",
    "Mwen gade l twa fwa deja.",
    "Tout fanmi an renmen sa, mèsi!",
    "Kilè w ap vin Miyami?",
    "Sa fè semèn mwen an bèl.",
    "Bravo {name}, kontinye konsa!",
    "Manman m se pi gwo fanatik ou, li di w bonjou.",
  ],
};

const CREATOR_REPLIES: Record<Locale, string[]> = {
  en: ["Thank you, {fan}! That means a lot.", "Soon, {fan}, I promise!", "Mèsi anpil, {fan}!"],
  fr: ["Merci {fan}, ça me touche beaucoup\u00a0!", "Bientôt, {fan}, promis\u00a0!", "Mèsi anpil, {fan}\u00a0!"],
  ht: ["Mèsi anpil {fan}, sa touche m!", "Byento, {fan}, m pwomèt ou!", "Ou se yon bon moun, {fan}!"],
};

const FAN_REPLIES: Record<Locale, string[]> = {
  en: ["Same here!", "Agreed, {fan}!"],
  fr: ["Pareil pour moi\u00a0!", "Tout à fait d’accord, {fan}\u00a0!"],
  ht: ["Menm bagay pou mwen!", "Ou gen rezon, {fan}!"],
};

const fill = (text: string, values: Record<string, string>) => text.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? "");

/** A moment between the post and now. */
const after = (random: Random, from: Date, now: Date) =>
  new Date(from.getTime() + Math.floor(random() * Math.max(1, now.getTime() - from.getTime())));

/** How many likes and comments, and extra views, a post gets: quiet, a few, or many. */
function popularity(random: Random) {
  const roll = random();
  if (roll < 0.15) return { likes: 0, views: between(random, 0, 3), comments: 0 };
  if (roll < 0.85) return { likes: between(random, 1, 7), views: between(random, 3, 14), comments: between(random, 0, 2) };
  return { likes: between(random, 12, 24), views: between(random, 10, 30), comments: between(random, 2, 5) };
}

export function buildPostEngagement({
  posts,
  fans,
  creators,
  authors,
  uncommented,
  subscribers,
  now,
}: {
  posts: PostRow[];
  /** Fans who view, like and comment. */
  fans: SeedPerson[];
  /** Creators who view and like each other's posts. */
  creators: SeedPerson[];
  /** Every post's author by id, to answer comments. */
  authors: Map<string, SeedPerson & { name: string }>;
  /** Authors (the demo accounts) whose posts get no comments. */
  uncommented: Set<string>;
  subscribers: Subscriber[];
  now: Date;
}) {
  const likes: ReactionRow[] = [];
  const views: ReactionRow[] = [];
  const comments: CommentRow[] = [];
  const allPeople = [...fans, ...creators];
  const isFan = new Set(fans.map((fan) => fan.id));
  for (const post of posts) {
    const random = randomFor(`engagement:${post.id}`);
    const author = authors.get(post.creatorId)!;
    const audience = post.isPublic
      ? allPeople.filter((person) => person.id !== post.creatorId)
      : allPeople.filter((person) =>
          subscribers.some((sub) => sub.userId === person.id && post.accessTierIds.includes(sub.tierId)),
        );
    const wanted = popularity(random);
    const fanAudience = audience.filter((person) => isFan.has(person.id));
    const likers = sample(random, audience, wanted.likes);
    const viewers = [...likers, ...sample(random, audience.filter((person) => !likers.includes(person)), wanted.views)];
    for (const person of likers) likes.push({ postId: post.id, userId: person.id, createdAt: after(random, post.createdAt, now) });
    for (const person of viewers) views.push({ postId: post.id, userId: person.id, createdAt: after(random, post.createdAt, now) });
    sample(random, fanAudience, uncommented.has(post.creatorId) ? 0 : wanted.comments).forEach((fan, n) => {
      const id = seedId(`comment:${post.id}:${n}`);
      const createdAt = after(random, post.createdAt, now);
      comments.push({
        id,
        postId: post.id,
        userId: fan.id,
        parentCommentId: null,
        content: fill(pick(random, COMMENTS[fan.locale]), { name: author.name }),
        createdAt,
      });
      const replyRoll = random();
      const replier = replyRoll < 0.45 ? author : replyRoll < 0.6 ? pick(random, fanAudience.filter((other) => other !== fan)) : null;
      if (!replier) return;
      const replies = replier === author ? CREATOR_REPLIES : FAN_REPLIES;
      comments.push({
        id: seedId(`comment:${post.id}:${n}:reply`),
        postId: post.id,
        userId: replier.id,
        parentCommentId: id,
        content: fill(pick(random, replies[replier.locale]), { fan: fan.firstName }),
        createdAt: after(random, createdAt, now),
      });
    });
  }
  return { likes, views, comments };
}
