import { randomBytes } from "node:crypto";
import type { Currency } from "@/lib/money";
import type { Actor } from "@/server/auth/actor";
import { loadActor } from "@/server/auth/load-actor";
import type { Db } from "@/server/db";
import {
  type AdminKind,
  type Category,
  creatorProfiles,
  creatorSubscriptionTiers,
  profiles,
  type Role,
  type SUBSCRIPTION_STATUSES,
  subscriptionOrders,
  users,
  type VIDEO_REQUEST_STATUSES,
  videoRequests,
} from "@/server/db/schema";

const unique = () => randomBytes(4).toString("hex");

export interface UserOptions {
  role?: Role;
  isCreator?: boolean;
  adminKind?: AdminKind;
  permissions?: string[];
  name?: string;
  email?: string;
  passwordHash?: string;
  /** When the address was confirmed; factory accounts are confirmed unless given null. */
  emailVerified?: Date | null;
}

/** Inserts an account with its profile and returns it as the services see it. */
export async function createUser(db: Db, options: UserOptions = {}): Promise<Actor> {
  const role = options.role ?? "fan";
  const id = crypto.randomUUID();
  await db.insert(users).values({
    id,
    name: options.name ?? `Test ${role} ${unique()}`,
    email: options.email ?? `${role}-${unique()}@example.test`,
    passwordHash: options.passwordHash ?? null,
    emailVerified: options.emailVerified === undefined ? new Date() : options.emailVerified,
  });
  await db.insert(profiles).values({
    id,
    role,
    isCreator: options.isCreator ?? false,
    adminKind: role === "admin" ? (options.adminKind ?? "super_admin") : null,
    permissions: options.permissions ?? [],
    currentMode: role === "creator" ? "creator" : "fan",
  });
  const actor = await loadActor(db, id);
  if (!actor) throw new Error("factory user not found");
  return actor;
}

export interface CreatorOptions extends UserOptions {
  displayName?: string;
  handle?: string;
  category?: Category;
  priceUsdCents?: number;
  languages?: string[];
  verified?: boolean;
  isAvailable?: boolean;
  responseTimeHours?: number;
  createdAt?: Date;
}

/** A creator account with its public creator profile. */
export async function createCreator(db: Db, options: CreatorOptions = {}): Promise<Actor> {
  const actor = await createUser(db, { role: "creator", ...options });
  const priceUsdCents = options.priceUsdCents ?? 5000;
  await db.insert(creatorProfiles).values({
    userId: actor.id,
    displayName: options.displayName ?? `Creator ${unique()}`,
    handle: options.handle ?? `creator-${unique()}`,
    category: options.category ?? "musician",
    videoPriceUsdCents: priceUsdCents,
    videoPriceHtgCents: Math.round((priceUsdCents * 132) / 100) * 100,
    languages: options.languages ?? ["ht", "en"],
    verified: options.verified ?? false,
    isAvailable: options.isAvailable ?? true,
    responseTimeHours: options.responseTimeHours ?? 24,
    ...(options.createdAt ? { createdAt: options.createdAt } : {}),
  });
  return actor;
}

export interface TierOptions {
  name?: string;
  priceUsdCents?: number;
  isActive?: boolean;
  /** Its place in the creator's order (the settings' reorder). */
  sortOrder?: number;
}

/** A subscription tier of `creatorId`; returns its id. */
export async function createTier(db: Db, creatorId: string, options: TierOptions = {}): Promise<string> {
  const priceUsdCents = options.priceUsdCents ?? 500;
  const [tier] = await db
    .insert(creatorSubscriptionTiers)
    .values({
      creatorId,
      tierName: options.name ?? `Tier ${unique()}`,
      priceUsdCents,
      priceHtgCents: priceUsdCents * 132,
      isActive: options.isActive ?? true,
      ...(options.sortOrder === undefined ? {} : { sortOrder: options.sortOrder }),
    })
    .returning({ id: creatorSubscriptionTiers.id });
  return tier!.id;
}

export interface VideoRequestOptions {
  status?: (typeof VIDEO_REQUEST_STATUSES)[number];
  amountCents?: number;
  currency?: Currency;
  recipientName?: string;
  idempotencyKey?: string;
  dueAt?: Date;
}

/** A video request from `fan` to `creator` (awaiting payment unless told); returns the row. */
export async function createVideoRequest(db: Db, fan: Pick<Actor, "id">, creator: Pick<Actor, "id">, options: VideoRequestOptions = {}) {
  const [row] = await db
    .insert(videoRequests)
    .values({
      fanId: fan.id,
      creatorId: creator.id,
      occasion: "birthday",
      recipientName: options.recipientName ?? "Mimi",
      instructions: "Please wish Mimi a happy birthday from all of us.",
      // The whole amount as the creator's base price (no delivery, fee or promo).
      basePriceCents: options.amountCents ?? 5000,
      amountCents: options.amountCents ?? 5000,
      currency: options.currency ?? "USD",
      status: options.status ?? "pending_payment",
      idempotencyKey: options.idempotencyKey ?? null,
      dueAt: options.dueAt ?? null,
    })
    .returning();
  return row!;
}

export interface SubscriptionOptions {
  status?: (typeof SUBSCRIPTION_STATUSES)[number];
  totalAmountCents?: number;
  currency?: Currency;
}

/** `fan`'s subscription to `tierId` of `creator` (active unless told); returns the row. */
export async function createSubscription(
  db: Db,
  fan: Pick<Actor, "id" | "name">,
  creator: Pick<Actor, "id">,
  tierId: string,
  options: SubscriptionOptions = {},
) {
  const status = options.status ?? "active";
  const [row] = await db
    .insert(subscriptionOrders)
    .values({
      userId: fan.id,
      creatorId: creator.id,
      tierId,
      status,
      fanName: fan.name ?? "Fan",
      tierName: "Tier",
      totalAmountCents: options.totalAmountCents ?? 500,
      currency: options.currency ?? "USD",
      provider: "test",
      startedAt: status === "pending" ? null : new Date(),
    })
    .returning();
  return row!;
}
