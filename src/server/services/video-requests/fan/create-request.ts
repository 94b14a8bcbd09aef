import "server-only";
import { eq } from "drizzle-orm";
import { z } from "zod";
import { videoRequestFields } from "@/lib/video-requests/request-schema";
import { isPromoCode, PROMO_CODE } from "@/lib/video-requests/rules";
import type { Actor } from "@/server/auth/actor";
import type { Db } from "@/server/db";
import { videoRequests } from "@/server/db/schema";
import { AppError, parseInput } from "@/server/errors";
import { loadBookableCreator } from "./bookable-creator";
import { dueDateFor } from "../due-date";
import { priceVideo } from "../quote";

export const createVideoRequestInput = z
  .object({
    creatorId: z.string().trim().min(1).max(200),
    /** Empty, or the promo code (any case); any other code is refused, not silently ignored. */
    promoCode: z
      .string()
      .trim()
      .max(40, "booking.validation.promoInvalid")
      .refine((code) => code === "" || isPromoCode(code), "booking.validation.promoInvalid")
      .optional(),
    /** One key per attempt, made by the form: a retried submit gives back the same request. */
    idempotencyKey: z
      .string({ error: "booking.validation.idempotencyKey" })
      .regex(/^[A-Za-z0-9_:-]{16,100}$/, "booking.validation.idempotencyKey"),
  })
  .and(videoRequestFields);

/**
 * A signed-in fan asks a creator for a video. Every rule of spec §5 is checked again here; the
 * request is stored `pending_payment` with the quote's lines, its delivery tier and due date, and
 * the fan goes on to checkout. The same idempotency key gives back the same request.
 */
export async function createVideoRequest({ db, actor, input }: { db: Db; actor: Actor | null; input: z.input<typeof createVideoRequestInput> }) {
  if (!actor) throw new AppError("UNAUTHENTICATED", "booking.errors.loginRequired");
  const request = parseInput(createVideoRequestInput, input);
  if (request.creatorId === actor.id) throw new AppError("FORBIDDEN", "booking.errors.ownRequest");

  const existing = await findByKey(db, request.idempotencyKey);
  if (existing) return sameRequest(existing, actor, request.creatorId);

  const creator = await loadBookableCreator(db, request.creatorId);
  if (!creator.isAvailable) throw new AppError("CONFLICT", "booking.errors.creatorUnavailable");
  const quote = priceVideo({
    basePriceCents: creator.videoPriceUsdCents,
    deliveryTier: request.deliveryTier,
    promoCode: request.promoCode,
  });

  const [created] = await db
    .insert(videoRequests)
    .values({
      fanId: actor.id,
      creatorId: creator.id,
      requestType: request.isGift ? "gift" : "personal",
      occasion: request.occasion,
      recipientName: request.recipientName,
      recipientEmail: request.recipientEmail ?? null,
      fromName: request.fromName ?? null,
      relationship: request.relationship ?? null,
      instructions: request.instructions,
      specialDetails: request.specialDetails ?? null,
      pronouns: request.pronouns ?? null,
      customOccasion: request.customOccasion ?? null,
      age: request.age ?? null,
      anniversaryYears: request.anniversaryYears ?? null,
      templateUsed: request.templateUsed ?? null,
      templateVariation: request.templateVariation ?? null,
      giftMethod: request.giftMethod ?? null,
      giftMessage: request.giftMessage ?? null,
      recipientPhone: request.recipientPhone ?? null,
      hidePrice: request.hidePrice,
      deliveryTier: request.deliveryTier,
      basePriceCents: quote.base.amount,
      deliveryFeeCents: quote.delivery.amount,
      serviceFeeCents: quote.serviceFee.amount,
      discountCents: quote.discount.amount,
      promoCode: quote.promoApplied ? PROMO_CODE : null,
      amountCents: quote.total.amount,
      currency: quote.total.currency,
      status: "pending_payment",
      idempotencyKey: request.idempotencyKey,
      dueAt: dueDateFor(request.deliveryTier, request.scheduledDate),
    })
    .onConflictDoNothing({ target: videoRequests.idempotencyKey })
    .returning(returned);
  if (created) return created;

  // Another submit with the same key won the race: answer with its request.
  const winner = await findByKey(db, request.idempotencyKey);
  if (!winner) throw new AppError("CONFLICT", "booking.errors.idempotencyReused");
  return sameRequest(winner, actor, request.creatorId);
}

const returned = {
  id: videoRequests.id,
  fanId: videoRequests.fanId,
  creatorId: videoRequests.creatorId,
  status: videoRequests.status,
  amountCents: videoRequests.amountCents,
  currency: videoRequests.currency,
  deliveryTier: videoRequests.deliveryTier,
  dueAt: videoRequests.dueAt,
};

async function findByKey(db: Db, key: string) {
  const [row] = await db.select(returned).from(videoRequests).where(eq(videoRequests.idempotencyKey, key)).limit(1);
  return row ?? null;
}

type StoredRequest = NonNullable<Awaited<ReturnType<typeof findByKey>>>;

/** A key already used: the same fan's request for the same creator, never anyone else's. */
function sameRequest(row: StoredRequest, actor: Actor, creatorId: string) {
  if (row.fanId !== actor.id || row.creatorId !== creatorId) throw new AppError("CONFLICT", "booking.errors.idempotencyReused");
  return row;
}
