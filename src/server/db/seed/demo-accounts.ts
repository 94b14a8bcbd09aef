import type { AdminKind, Mode, Role } from "../schema";
import type { Locale, SeedCreator } from "./creators-data";

/** The password of every seeded account. */
export const DEMO_PASSWORD = "lakou-demo-2026";

export interface DemoAccount {
  email: string;
  firstName: string;
  lastName: string;
  role: Role;
  adminKind: AdminKind | null;
  isCreator: boolean;
  currentMode: Mode;
  locale: Locale;
}

export const DEMO_FAN: DemoAccount = {
  email: "fan@lakou.demo",
  firstName: "Nadège",
  lastName: "Pierre",
  role: "fan",
  adminKind: null,
  isCreator: false,
  currentMode: "fan",
  locale: "en",
};

const DEMO_CREATOR_ACCOUNT: DemoAccount = {
  email: "creator@lakou.demo",
  firstName: "Jean-Robert",
  lastName: "Célestin",
  role: "creator",
  adminKind: null,
  isCreator: true,
  currentMode: "creator",
  locale: "en",
};

/** A fan who also sells videos: role fan with `is_creator`, switching between the two modes. */
const DEMO_FAN_CREATOR_ACCOUNT: DemoAccount = {
  email: "fancreator@lakou.demo",
  firstName: "Stéphanie",
  lastName: "Jean-Baptiste",
  role: "fan",
  adminKind: null,
  isCreator: true,
  currentMode: "fan",
  locale: "en",
};

export const DEMO_ADMIN: DemoAccount = {
  email: "admin@lakou.demo",
  firstName: "Marie-Claude",
  lastName: "Dorval",
  role: "admin",
  adminKind: "super_admin",
  isCreator: false,
  currentMode: "fan",
  locale: "en",
};

export const DEMO_ACCOUNTS = [DEMO_FAN, DEMO_CREATOR_ACCOUNT, DEMO_FAN_CREATOR_ACCOUNT, DEMO_ADMIN];

export const DEMO_CREATOR: SeedCreator = {
  handle: "tiwobe", displayName: "Ti Wobè", firstName: "Jean-Robert", lastName: "Célestin",
  category: "musician", priceUsd: 150, languages: ["ht", "fr", "en"], responseTimeHours: 48, verified: true,
  isAvailable: true, payments: ["stripe", "moncash"], joinedDaysAgo: 540, reviewCount: 8, hasPreviews: true, locale: "en",
  bio: "Konpa singer and guitarist who has toured the diaspora for a decade. Tell him who the video is for and he will sing their name.",
};

const DEMO_FAN_CREATOR: SeedCreator = {
  handle: "stefi.rakonte", displayName: "Stefi Rakontè", firstName: "Stéphanie", lastName: "Jean-Baptiste",
  category: "comedian", priceUsd: 40, languages: ["ht", "en"], responseTimeHours: 72, verified: false,
  isAvailable: true, payments: ["moncash"], joinedDaysAgo: 64, reviewCount: 2, hasPreviews: true, locale: "en",
  bio: "Storyteller who turns family gossip into short comic tales. New on Lakou and happy to make your day.",
};

/** The demo creator profiles, each with the email of its account. */
export const DEMO_CREATOR_PROFILES = [
  { email: DEMO_CREATOR_ACCOUNT.email, creator: DEMO_CREATOR },
  { email: DEMO_FAN_CREATOR_ACCOUNT.email, creator: DEMO_FAN_CREATOR },
];
