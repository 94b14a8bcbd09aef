import type { SeedCreator } from "./creators-data";
import { DEMO_CREATOR, DEMO_FAN } from "./demo-accounts";
import { between, daysBefore, randomFor, sample, seedId } from "./deterministic";
import { FANS } from "./fans";
import type { SeedFanRef } from "./reviews";
import type { TierRow } from "./tiers";
import { type PaymentRow, type VideoRequestRow, completedRequest, payment } from "./video-requests";

export interface SeededCreator {
  creator: SeedCreator;
  id: string;
  activeTiers: TierRow[];
}

/**
 * The offline billing provider's side of a seeded subscription, so the demo fan can pause, resume and
 * cancel it in test mode. Its past invoices are the seeded payments (already in the ledger), so its
 * own invoice list starts empty.
 */
interface TestSubscriptionRow {
  id: string;
  checkoutSessionId: string;
  idempotencyKey: string;
  subscriptionOrderId: string;
  tierId: string;
  amountCents: number;
  currency: "USD";
  billingPeriod: "monthly";
  status: "active";
  currentPeriodStart: Date;
  currentPeriodEnd: Date;
  successUrl: string;
  cancelUrl: string;
}

interface SubscriptionOrderRow {
  id: string;
  userId: string;
  creatorId: string;
  tierId: string;
  status: "active";
  billingPeriod: "monthly";
  fanName: string;
  tierName: string;
  totalAmountCents: number;
  currency: "USD";
  provider: "test";
  idempotencyKey: string;
  stripeSubscriptionId: string;
  startedAt: Date;
  currentPeriodStart: Date;
  currentPeriodEnd: Date;
  nextBillingDate: Date;
  createdAt: Date;
  updatedAt: Date;
}

/** Creators the demo fan has saved, and how many days ago. */
const SAVED: [handle: string, daysAgo: number][] = [
  [DEMO_CREATOR.handle, 80],
  ["soanita", 45],
  ["djmak", 30],
  ["mesidye.lafortune", 12],
  ["nadinesoley", 3],
];

/** The demo fan's live subscriptions: creator, tier position (0 = cheapest) and start. */
const SUBSCRIPTIONS: [handle: string, tierIndex: number, startedDaysAgo: number][] = [
  [DEMO_CREATOR.handle, 1, 40],
  ["fanfanlage", 0, 75],
];

/** Fans whose delivered videos from the demo creator carry no review yet, the demo fan among them. */
const UNREVIEWED_VIDEOS: [email: string, completedDaysAgo: number][] = [
  [DEMO_FAN.email, 6],
  [FANS[4]!.email, 21],
  [FANS[10]!.email, 58],
];

const MONTH_DAYS = 30;
/** At most this many seeded fans subscribe to one creator (between none and this many, by the seed). */
const MAX_FAN_SUBSCRIPTIONS = 6;
/** The oldest seeded fan membership, in days. */
const MAX_MEMBERSHIP_DAYS = 240;

/**
 * What the demo fan and demo creator have been doing: saved creators, active subscriptions
 * (each with its charges; the seeded fans subscribe to creators too) and delivered videos not yet reviewed.
 */
export function buildDemoActivity(
  creators: Map<string, SeededCreator>,
  fanRef: (email: string) => SeedFanRef,
  now: Date,
) {
  const seeded = (handle: string) => {
    const found = creators.get(handle);
    if (!found) throw new Error(`Seed data names an unknown creator: ${handle}`);
    return found;
  };
  const demoFan = fanRef(DEMO_FAN.email);
  const demoCreator = seeded(DEMO_CREATOR.handle);

  const savedCreators = SAVED.map(([handle, daysAgo]) => ({
    userId: demoFan.id,
    creatorId: seeded(handle).id,
    createdAt: daysBefore(now, daysAgo),
  }));

  const payments: PaymentRow[] = [];
  const testSubscriptions: TestSubscriptionRow[] = [];
  /** `fan` subscribes to `handle`'s tier at `tierIndex` (0 = cheapest), `startedDaysAgo`, charged every 30 days since. */
  const subscribe = (fan: { id: string; email: string; name: string }, handle: string, tierIndex: number, startedDaysAgo: number): SubscriptionOrderRow => {
    const { id: creatorId, activeTiers } = seeded(handle);
    const tier = activeTiers[Math.min(tierIndex, activeTiers.length - 1)]!;
    const key = `${fan.email}:${handle}`;
    const id = seedId(`subscription:${key}`);
    const startedAt = daysBefore(now, startedDaysAgo);
    const periods = Math.floor(startedDaysAgo / MONTH_DAYS);
    const currentPeriodStart = daysBefore(now, startedDaysAgo - periods * MONTH_DAYS);
    const currentPeriodEnd = daysBefore(now, startedDaysAgo - (periods + 1) * MONTH_DAYS);
    const amount = { amountCents: tier.priceUsdCents, currency: "USD" as const };
    for (let period = 0; period <= periods; period++) {
      const chargedAt = daysBefore(now, startedDaysAgo - period * MONTH_DAYS);
      payments.push(payment(`subscription:${key}:${period}`, fan.id, { subscriptionOrderId: id }, amount, chargedAt));
    }
    const providerId = `test_sub_seed_${id.replaceAll("-", "").slice(0, 24)}`;
    testSubscriptions.push({
      id: providerId,
      checkoutSessionId: `test_cs_seed_${id.replaceAll("-", "").slice(0, 24)}`,
      idempotencyKey: `seed:subscription:${key}`,
      subscriptionOrderId: id,
      tierId: tier.id,
      amountCents: tier.priceUsdCents,
      currency: "USD",
      billingPeriod: "monthly",
      status: "active",
      currentPeriodStart,
      currentPeriodEnd,
      successUrl: "/fan/subscriptions",
      cancelUrl: "/fan/subscriptions",
    });
    return {
      id,
      userId: fan.id,
      creatorId,
      tierId: tier.id,
      status: "active",
      billingPeriod: "monthly",
      fanName: fan.name,
      tierName: tier.tierName,
      totalAmountCents: tier.priceUsdCents,
      currency: "USD",
      provider: "test",
      idempotencyKey: `seed:subscription:${key}`,
      stripeSubscriptionId: providerId,
      startedAt,
      currentPeriodStart,
      currentPeriodEnd,
      nextBillingDate: currentPeriodEnd,
      createdAt: startedAt,
      updatedAt: currentPeriodStart,
    };
  };

  const demoFanAccount = { id: demoFan.id, email: DEMO_FAN.email, name: `${DEMO_FAN.firstName} ${DEMO_FAN.lastName}` };
  const subscriptionOrders: SubscriptionOrderRow[] = SUBSCRIPTIONS.map(([handle, tierIndex, startedDaysAgo]) =>
    subscribe(demoFanAccount, handle, tierIndex, startedDaysAgo),
  );
  // The seeded fans' memberships: a few per creator, mostly on the cheaper tiers, none older than the creator's account.
  const members = randomFor("fan-subscriptions");
  for (const [handle, { creator, activeTiers }] of creators) {
    if (activeTiers.length === 0) continue;
    for (const fan of sample(members, FANS, between(members, 0, MAX_FAN_SUBSCRIPTIONS))) {
      const tierIndex = Math.floor(members() ** 2 * activeTiers.length);
      const startedDaysAgo = between(members, 2, Math.max(2, Math.min(creator.joinedDaysAgo, MAX_MEMBERSHIP_DAYS)));
      subscriptionOrders.push(subscribe({ id: fanRef(fan.email).id, email: fan.email, name: `${fan.firstName} ${fan.lastName}` }, handle, tierIndex, startedDaysAgo));
    }
  }

  const random = randomFor("demo-activity");
  const videoRequests: VideoRequestRow[] = UNREVIEWED_VIDEOS.map(([email, daysAgo]) =>
    completedRequest(
      `${email}:${DEMO_CREATOR.handle}:unreviewed`,
      fanRef(email),
      DEMO_CREATOR,
      demoCreator.id,
      random,
      daysBefore(now, daysAgo),
    ),
  );

  return { savedCreators, subscriptionOrders, testSubscriptions, videoRequests, payments };
}
