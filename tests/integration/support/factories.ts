import { randomBytes } from "node:crypto";
import type { Actor } from "@/server/auth/actor";
import { loadActor } from "@/server/auth/load-actor";
import type { Db } from "@/server/db";
import { type AdminKind, type Category, creatorProfiles, profiles, type Role, users } from "@/server/db/schema";

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
