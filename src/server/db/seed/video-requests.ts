import type { Currency } from "../../../lib/money";
import type { SeedCreator } from "./creators-data";
import { type Random, hoursAfter, htgCentsFor, pick, seedId } from "./deterministic";

interface RequestIdea {
  occasion: string;
  recipientName: string;
  relationship: string;
  instructions: string;
}

const IDEAS: RequestIdea[] = [
  { occasion: "birthday", recipientName: "Roseline", relationship: "sibling", instructions: "Please wish my sister Roseline a happy 30th birthday. She dances konpa in the kitchen every Sunday and would love a little song." },
  { occasion: "anniversary", recipientName: "Jacques and Marie", relationship: "parent", instructions: "My parents celebrate 35 years of marriage. Congratulate them and tell them Jacques still owes Marie that trip to Labadee." },
  { occasion: "graduation", recipientName: "Kenley", relationship: "friend", instructions: "Kenley just finished nursing school after working nights the whole time. Tell him how proud we are!" },
  { occasion: "congratulations", recipientName: "Manouchka", relationship: "colleague", instructions: "Manouchka got promoted to head of her team. Say bravo and remind her to take a real vacation." },
  { occasion: "wedding", recipientName: "Steeve and Daphney", relationship: "friend", instructions: "Steeve and Daphney get married on Saturday in Miami. A short blessing in Kreyòl to play at the reception, please." },
  { occasion: "encouragement", recipientName: "Tatie Gina", relationship: "family", instructions: "My aunt Gina starts treatment next week. A few words of courage from her favourite artist would mean the world." },
  { occasion: "birthday", recipientName: "Ti Mikey", relationship: "child", instructions: "My son Mikey turns 8. He knows all your videos by heart. Tell him to listen to his mother and do his homework!" },
  { occasion: "retirement", recipientName: "Mèt Joseph", relationship: "teacher", instructions: "Our school director Mèt Joseph retires after 40 years in Gonaïves. Thank him for everything he did for our class." },
  { occasion: "just_because", recipientName: "Wendy", relationship: "partner", instructions: "No special occasion, I just want to make my wife Wendy smile after a long week. Tell her she is the best." },
  { occasion: "holiday", recipientName: "the Florestal family", relationship: "family", instructions: "A Christmas greeting for the whole Florestal family gathered in Boston this year. Mention the soup joumou on January 1st!" },
  { occasion: "baby_shower", recipientName: "Naïka", relationship: "friend", instructions: "My best friend Naïka is expecting twins. Congratulate her and give her your best advice for sleepless nights." },
  { occasion: "congratulations", recipientName: "Ernso", relationship: "sibling", instructions: "My brother Ernso opened his own barbershop in Delmas. Wish him lots of clients and a long line every Saturday." },
];

export interface VideoRequestRow {
  id: string;
  fanId: string;
  creatorId: string;
  requestType: "personal" | "gift";
  occasion: string;
  recipientName: string;
  fromName: string;
  relationship: string;
  instructions: string;
  deliveryTier: "standard";
  basePriceCents: number;
  amountCents: number;
  currency: Currency;
  status: "completed";
  idempotencyKey: string;
  /** Set with the delivery's video by `seedDemoVideos`. */
  videoUrl: null;
  thumbnailUrl: null;
  dueAt: Date;
  acceptedAt: Date;
  completedAt: Date;
  createdAt: Date;
  updatedAt: Date;
}

export interface PaymentRow {
  id: string;
  userId: string;
  videoRequestId: string | null;
  subscriptionOrderId: string | null;
  provider: "test";
  providerRef: string;
  amountCents: number;
  capturedCents: number;
  currency: Currency;
  status: "captured";
  idempotencyKey: string;
  createdAt: Date;
  updatedAt: Date;
}

/** The creator's video price in the currency its payment methods imply (MonCash only: HTG); all of it is base price. */
function videoPrice(creator: SeedCreator): { basePriceCents: number; amountCents: number; currency: Currency } {
  const usdCents = creator.priceUsd * 100;
  const amountCents = creator.payments.includes("stripe") ? usdCents : htgCentsFor(usdCents);
  return { basePriceCents: amountCents, amountCents, currency: creator.payments.includes("stripe") ? "USD" : "HTG" };
}

/** A delivered video request, paid at the creator's price and completed at `completedAt`. */
export function completedRequest(
  key: string,
  fan: { id: string; firstName: string },
  creator: SeedCreator,
  creatorId: string,
  random: Random,
  completedAt: Date,
): VideoRequestRow {
  const idea = pick(random, IDEAS);
  const createdAt = hoursAfter(completedAt, -creator.responseTimeHours * (0.3 + 0.6 * random()));
  // The draw that once picked a clip, kept so the orders seeded after it stay as they were.
  random();
  const price = videoPrice(creator);
  return {
    id: seedId(`video-request:${key}`),
    fanId: fan.id,
    creatorId,
    requestType: "gift",
    occasion: idea.occasion,
    recipientName: idea.recipientName,
    fromName: fan.firstName,
    relationship: idea.relationship,
    instructions: idea.instructions,
    deliveryTier: "standard",
    // Seeded orders predate fees: the whole amount is the creator's price.
    ...price,
    basePriceCents: price.amountCents,
    status: "completed",
    idempotencyKey: `seed:video-request:${key}`,
    videoUrl: null,
    thumbnailUrl: null,
    dueAt: hoursAfter(createdAt, creator.responseTimeHours),
    // Accepted a quarter of the way from booking to delivery.
    acceptedAt: new Date(createdAt.getTime() + (completedAt.getTime() - createdAt.getTime()) / 4),
    completedAt,
    createdAt,
    updatedAt: completedAt,
  };
}

/** The captured test-provider charge behind a paid request or subscription. */
export function payment(
  key: string,
  userId: string,
  target: { videoRequestId: string } | { subscriptionOrderId: string },
  amount: { amountCents: number; currency: Currency },
  createdAt: Date,
): PaymentRow {
  const id = seedId(`payment:${key}`);
  return {
    id,
    userId,
    videoRequestId: "videoRequestId" in target ? target.videoRequestId : null,
    subscriptionOrderId: "subscriptionOrderId" in target ? target.subscriptionOrderId : null,
    provider: "test",
    providerRef: `test_${id}`,
    ...amount,
    capturedCents: amount.amountCents,
    status: "captured",
    idempotencyKey: `seed:payment:${key}`,
    createdAt,
    updatedAt: createdAt,
  };
}
