import type { SeedCreator } from "./creators-data";
import { type Random, daysBefore, sample, seedId } from "./deterministic";
import { type VideoRequestRow, completedRequest } from "./video-requests";

/** Short comments by star rating, in English, French and Kreyòl as fans would write them. */
const COMMENTS: Record<2 | 3 | 4 | 5, string[]> = {
  5: [
    "My mother cried when she saw it. Thank you so much!",
    "Mèsi anpil! Tout fanmi an te kontan anpil.",
    "Exactement ce que je voulais, merci du fond du cœur.",
    "Best gift I have ever given. Worth every penny.",
    "Li te di non sè m nan pafètman, menm siyati a!",
    "Super chaleureux et drôle. Ma sœur l'a regardé dix fois.",
    "Delivered early and so personal. 10/10.",
    "Nou ri tankou moun fou. Bon travay!",
    "Quelle énergie! Toute la fête a applaudi.",
    "He remembered every detail I wrote. Amazing.",
    "Bèl mesaj, bèl vwa. M ap kòmande ankò.",
    "A true professional. The video made our wedding.",
    "Magnifique, merci pour ce beau moment.",
    "My dad doesn't smile easily, but he did today.",
  ],
  4: [
    "Really nice message, a bit shorter than I hoped.",
    "Très bien, livré un jour en retard mais ça valait la peine.",
    "Li te bon anpil, men son an te yon ti jan ba.",
    "Great energy, my friends loved it.",
    "Bon message, sympa et sincère.",
    "Mwen renmen l! Jis yon ti reta.",
    "Fun video, would book again for another birthday.",
    "Très drôle, un petit peu trop court.",
    "Solid shout-out, my brother was surprised.",
    "Bon bagay, mèsi.",
  ],
  3: [
    "Nice, but it felt a little generic.",
    "Correct, sans plus. Le prénom était mal prononcé.",
    "Li pa t mal, men m te espere plis.",
    "Okay video, took almost the full week.",
    "Sympa mais un peu rapide.",
    "Mesaj la te kout twòp.",
  ],
  2: [
    "Came late and missed the party.",
    "Déçu, il a oublié la moitié des détails.",
    "Pa t sa m te mande a.",
  ],
};

type Rating = keyof typeof COMMENTS;

/** Mostly fives and fours, some threes, the odd two. */
function rating(random: Random): Rating {
  const roll = random();
  return roll < 0.55 ? 5 : roll < 0.85 ? 4 : roll < 0.97 ? 3 : 2;
}

export interface SeedFanRef {
  id: string;
  email: string;
  firstName: string;
}

export interface ReviewRow {
  id: string;
  creatorId: string;
  fanId: string;
  videoRequestId: string;
  rating: number;
  comment: string;
  createdAt: Date;
}

/**
 * `creator.reviewCount` reviews from distinct fans, each for a video the fan received: the
 * completed request comes a few days before its review, and both after the creator joined.
 */
export function buildReviews(
  creator: SeedCreator,
  creatorId: string,
  fans: SeedFanRef[],
  random: Random,
  now: Date,
): { reviews: ReviewRow[]; requests: VideoRequestRow[] } {
  const unused = Object.fromEntries(
    Object.entries(COMMENTS).map(([stars, comments]) => [stars, sample(random, comments, comments.length)]),
  ) as Record<Rating, string[]>;
  const reviews: ReviewRow[] = [];
  const requests: VideoRequestRow[] = [];
  for (const fan of sample(random, fans, creator.reviewCount)) {
    const key = `${fan.email}:${creator.handle}`;
    const reviewDaysAgo = 1 + random() * (creator.joinedDaysAgo - 14);
    const request = completedRequest(key, fan, creator, creatorId, random, daysBefore(now, reviewDaysAgo + 0.2 + random() * 3));
    const stars = rating(random);
    const comments = unused[stars];
    const comment = comments.shift() ?? "";
    comments.push(comment);
    requests.push(request);
    reviews.push({
      id: seedId(`review:${key}`),
      creatorId,
      fanId: fan.id,
      videoRequestId: request.id,
      rating: stars,
      comment,
      createdAt: daysBefore(now, reviewDaysAgo),
    });
  }
  return { reviews, requests };
}
