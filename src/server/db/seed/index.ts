import { inArray } from "drizzle-orm";
import type { PgInsertValue, PgTable } from "drizzle-orm/pg-core";
import { money } from "@/lib/money";
import { hashPassword } from "@/server/auth/password";
import { captured, priceOnly } from "@/server/ledger/movements";
import { postLedger } from "@/server/ledger/post";
import { rollUpAllDays } from "@/server/services/analytics/daily-rollups";
import type { Db, Tx } from "../index";
import {
  creatorPreviewVideos,
  creatorProfiles,
  creatorSubscriptionTiers,
  exchangeRates,
  payments,
  testProviderPayments,
  posts,
  profileViews,
  profiles,
  reviews,
  savedCreators,
  subscriptionOrders,
  testProviderSubscriptions,
  users,
  videoRequests,
} from "../schema";
import { CREATORS, type SeedCreator } from "./creators-data";
import { type SeededCreator, buildDemoActivity } from "./demo-activity";
import {
  DEMO_ACCOUNTS,
  DEMO_ADMIN,
  DEMO_CREATOR_PROFILES,
  DEMO_FAN,
  DEMO_PASSWORD,
  type DemoAccount,
} from "./demo-accounts";
import { between, daysBefore, hashNumber, htgCentsFor, randomFor, SEED_HTG_PER_USD, seedId } from "./deterministic";
import { FANS } from "./fans";
import { avatarUrl, bannerUrl } from "./media";
import { type PostRow, buildPosts } from "./posts";
import { type PreviewRow, buildPreviews } from "./previews";
import { type ProfileViewRow, buildProfileViews } from "./profile-views";
import { type ReviewRow, type SeedFanRef, buildReviews } from "./reviews";
import { type TierRow, buildTiers } from "./tiers";
import { type VideoRequestRow, payment } from "./video-requests";

export interface SeedSummary {
  demoAccounts: number;
  creators: number;
  fans: number;
  tiers: number;
  posts: number;
  previews: number;
  reviews: number;
  profileViews: number;
  videoRequests: number;
  subscriptions: number;
  savedCreators: number;
}

/** How many days ago the demo accounts without a creator profile signed up. */
const DEMO_JOINED_DAYS_AGO = new Map([
  [DEMO_FAN.email, 200],
  [DEMO_ADMIN.email, 730],
]);

/** Every `RETIRED_TIER_EVERY`-th creator also keeps a closed launch tier. */
const RETIRED_TIER_EVERY = 8;

interface Account extends DemoAccount {
  joinedAt: Date;
  avatar: string | null;
  moncashPhone: string | null;
}

/** Inserts rows that are not there yet; rows already present (same id or unique key) stay as they are. */
async function insertMissing<T extends PgTable>(tx: Tx, table: T, rows: PgInsertValue<T>[]) {
  if (rows.length > 0) await tx.insert(table).values(rows).onConflictDoNothing();
}

function creatorAccount(
  email: string,
  creator: SeedCreator,
  account: Pick<DemoAccount, "role" | "currentMode">,
  now: Date,
): Account {
  return {
    email,
    firstName: creator.firstName,
    lastName: creator.lastName,
    role: account.role,
    adminKind: null,
    isCreator: true,
    currentMode: account.currentMode,
    locale: creator.locale,
    joinedAt: daysBefore(now, creator.joinedDaysAgo),
    avatar: avatarUrl(creator.handle),
    moncashPhone: creator.payments.includes("moncash")
      ? `5093${String(hashNumber(`phone:${creator.handle}`) % 10_000_000).padStart(7, "0")}`
      : null,
  };
}

function allAccounts(now: Date): Account[] {
  const demoCreators = new Map(DEMO_CREATOR_PROFILES.map(({ email, creator }) => [email, creator]));
  const demo = DEMO_ACCOUNTS.map((account): Account => {
    const creator = demoCreators.get(account.email);
    if (creator) return creatorAccount(account.email, creator, account, now);
    const joinedAt = daysBefore(now, DEMO_JOINED_DAYS_AGO.get(account.email) ?? 0);
    return { ...account, joinedAt, avatar: null, moncashPhone: null };
  });
  const creators = CREATORS.map((creator) =>
    creatorAccount(`${creator.handle}@lakou.demo`, creator, { role: "creator", currentMode: "creator" }, now),
  );
  const fans = FANS.map((fan): Account => ({
    ...fan,
    role: "fan",
    adminKind: null,
    isCreator: false,
    currentMode: "fan",
    joinedAt: daysBefore(now, between(randomFor(`fan:${fan.email}`), 60, 700)),
    avatar: null,
    moncashPhone: null,
  }));
  return [...demo, ...creators, ...fans];
}

/**
 * Loads the demo marketplace: the four demo accounts, 42 fictional creators with tiers, posts,
 * sample clips and reviews, 25 fans, and the demo fan's and demo creator's activity. Every row has
 * a fixed id or unique key and is only inserted when missing, so running it again changes nothing.
 * Creator and post counters are left to the database triggers.
 */
export async function seed(db: Db): Promise<SeedSummary> {
  const now = new Date();
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const accounts = allAccounts(now);

  const summary = await db.transaction(async (tx) => {
    await insertMissing(
      tx,
      users,
      accounts.map((account) => ({
        id: seedId(`user:${account.email}`),
        name: `${account.firstName} ${account.lastName}`,
        email: account.email,
        emailVerified: account.joinedAt,
        image: account.avatar,
        passwordHash,
        createdAt: account.joinedAt,
      })),
    );
    // An address may already belong to an account made before the seed: use whatever id it has.
    const existing = await tx
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(
        inArray(
          users.email,
          accounts.map((account) => account.email),
        ),
      );
    const idByEmail = new Map(existing.map((row) => [row.email, row.id]));
    const idOf = (email: string) => {
      const id = idByEmail.get(email);
      if (!id) throw new Error(`Seeded account ${email} is missing`);
      return id;
    };

    await insertMissing(
      tx,
      profiles,
      accounts.map((account) => ({
        id: idOf(account.email),
        role: account.role,
        adminKind: account.adminKind,
        isCreator: account.isCreator,
        currentMode: account.currentMode,
        preferredLocale: account.locale,
        firstName: account.firstName,
        lastName: account.lastName,
        avatarUrl: account.avatar,
        moncashVerified: account.moncashPhone !== null,
        moncashPhone: account.moncashPhone,
        onboardingCompletedAt: account.isCreator ? account.joinedAt : null,
        createdAt: account.joinedAt,
        updatedAt: account.joinedAt,
      })),
    );

    const creatorList = [
      ...DEMO_CREATOR_PROFILES,
      ...CREATORS.map((creator) => ({ email: `${creator.handle}@lakou.demo`, creator })),
    ];
    await insertMissing(
      tx,
      creatorProfiles,
      creatorList.map(({ email, creator }) => {
        const joinedAt = daysBefore(now, creator.joinedDaysAgo);
        return {
          userId: idOf(email),
          displayName: creator.displayName,
          handle: creator.handle,
          category: creator.category,
          bio: creator.bio,
          avatarUrl: avatarUrl(creator.handle),
          bannerUrl: bannerUrl(creator.handle),
          videoPriceUsdCents: creator.priceUsd * 100,
          videoPriceHtgCents: htgCentsFor(creator.priceUsd * 100),
          responseTimeHours: creator.responseTimeHours,
          // Calls are paid by card: a ten-minute call costs what a video does.
          callPricePerMinuteCents: creator.payments.includes("stripe") ? creator.priceUsd * 10 : null,
          verified: creator.verified,
          languages: creator.languages,
          isAvailable: creator.isAvailable,
          paymentMethodsEnabled: creator.payments,
          createdAt: joinedAt,
          updatedAt: joinedAt,
        };
      }),
    );

    const fanRefs = new Map<string, SeedFanRef>(
      accounts
        .filter((account) => account.role === "fan" && !account.isCreator)
        .map((account) => [account.email, { id: idOf(account.email), email: account.email, firstName: account.firstName }]),
    );
    const fanRef = (email: string) => fanRefs.get(email)!;
    const reviewers = FANS.map((fan) => fanRef(fan.email));

    const seeded = new Map<string, SeededCreator>();
    const tiers: TierRow[] = [];
    const postRows: PostRow[] = [];
    const previewRows: PreviewRow[] = [];
    const reviewRows: ReviewRow[] = [];
    const requestRows: VideoRequestRow[] = [];
    const profileViewRows: ProfileViewRow[] = [];
    creatorList.forEach(({ email, creator }, i) => {
      const id = idOf(email);
      const random = randomFor(`creator:${creator.handle}`);
      const creatorTiers = buildTiers(
        creator,
        id,
        random,
        daysBefore(now, creator.joinedDaysAgo),
        i % RETIRED_TIER_EVERY === RETIRED_TIER_EVERY - 1,
      );
      const activeTiers = creatorTiers.filter((tier) => tier.isActive);
      const { reviews: creatorReviews, requests } = buildReviews(creator, id, reviewers, random, now);
      seeded.set(creator.handle, { creator, id, activeTiers });
      tiers.push(...creatorTiers);
      postRows.push(...buildPosts(creator, id, activeTiers, random, now));
      previewRows.push(...buildPreviews(creator, id, random, now));
      reviewRows.push(...creatorReviews);
      requestRows.push(...requests);
      profileViewRows.push(...buildProfileViews(creator, id, now));
    });
    const activity = buildDemoActivity(seeded, fanRef, now);
    requestRows.push(...activity.videoRequests);
    const paymentRows = [
      ...requestRows.map((request) =>
        payment(
          `video-request:${request.id}`,
          request.fanId,
          { videoRequestId: request.id },
          { amountCents: request.amountCents, currency: request.currency },
          request.createdAt,
        ),
      ),
      ...activity.payments,
    ];

    await insertMissing(tx, creatorSubscriptionTiers, tiers);
    await insertMissing(tx, posts, postRows);
    await insertMissing(tx, creatorPreviewVideos, previewRows);
    await insertMissing(tx, videoRequests, requestRows);
    await insertMissing(tx, reviews, reviewRows);
    for (let i = 0; i < profileViewRows.length; i += 1000) await insertMissing(tx, profileViews, profileViewRows.slice(i, i + 1000));
    await insertMissing(tx, subscriptionOrders, activity.subscriptionOrders);
    await insertMissing(tx, testProviderSubscriptions, activity.testSubscriptions);
    await insertMissing(tx, payments, paymentRows);
    // The test provider's own books for those charges, so `npm run ledger:check` finds its view agreeing.
    await insertMissing(
      tx,
      testProviderPayments,
      paymentRows.map((row) => ({
        id: row.providerRef,
        idempotencyKey: row.idempotencyKey,
        method: "card" as const,
        paymentId: row.id,
        amountCents: row.amountCents,
        currency: row.currency,
        status: "captured" as const,
        capturedCents: row.capturedCents,
        createdAt: row.createdAt,
        updatedAt: row.updatedAt,
      })),
    );
    const creatorOf = new Map([...requestRows, ...activity.subscriptionOrders].map((row) => [row.id, row.creatorId]));
    await postLedger(
      tx,
      paymentRows.map((row) =>
        captured(
          { paymentId: row.id, currency: row.currency, videoRequestId: row.videoRequestId, subscriptionOrderId: row.subscriptionOrderId },
          creatorOf.get((row.videoRequestId ?? row.subscriptionOrderId)!)!,
          priceOnly(money(row.amountCents, row.currency)),
          "customer",
        ),
      ),
    );
    const [anyRate] = await tx.select({ id: exchangeRates.id }).from(exchangeRates).limit(1);
    if (!anyRate) await tx.insert(exchangeRates).values({ htgPerUsd: SEED_HTG_PER_USD, source: "seed", effectiveAt: now });
    await insertMissing(tx, savedCreators, activity.savedCreators);

    return {
      demoAccounts: DEMO_ACCOUNTS.length,
      creators: creatorList.length,
      fans: FANS.length,
      tiers: tiers.length,
      posts: postRows.length,
      previews: previewRows.length,
      reviews: reviewRows.length,
      profileViews: profileViewRows.length,
      videoRequests: requestRows.length,
      subscriptions: activity.subscriptionOrders.length,
      savedCreators: activity.savedCreators.length,
    };
  });
  // The analytics screen reads daily rollups: make them for the whole seeded history.
  await rollUpAllDays(db, now);
  return summary;
}

/** Seeds a database that has no accounts at all; returns whether it did. */
export async function seedIfEmpty(db: Db): Promise<boolean> {
  const [anyUser] = await db.select({ id: users.id }).from(users).limit(1);
  if (anyUser) return false;
  await seed(db);
  return true;
}
