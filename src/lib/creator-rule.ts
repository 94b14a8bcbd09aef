import type { Role } from "@/server/db/schema";

/**
 * Who is a creator, defined once. A profile whose role is `creator` is a creator and is listed on
 * browse (spec: "Browse lists only profiles with role creator"). A `fan` with the is_creator flag is
 * a creator too (creator mode, creator page, dashboard) but is not listed. PostgreSQL's
 * lakou_is_listed_creator() and lakou_can_act_as_creator() are generated from these lists
 * (src/server/db/rules-sql.ts), so queries and triggers apply the same rule.
 */
export const LISTED_CREATOR_ROLES = ["creator"] as const satisfies readonly Role[];
/** Roles that become creators when the profile's is_creator flag is set. */
export const FLAGGED_CREATOR_ROLES = ["fan"] as const satisfies readonly Role[];

const includes = (roles: readonly Role[], role: Role) => roles.includes(role);

/** A creator listed on browse. */
export function isListedCreator(profile: { role: Role }): boolean {
  return includes(LISTED_CREATOR_ROLES, profile.role);
}

/** Creators and fans flagged as creators may act as creators; admins never do. */
export function canActAsCreator(profile: { role: Role; isCreator: boolean }): boolean {
  return isListedCreator(profile) || (includes(FLAGGED_CREATOR_ROLES, profile.role) && profile.isCreator);
}
