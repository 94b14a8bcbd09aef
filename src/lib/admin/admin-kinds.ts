/** The kinds of admin (each holds its permissions, see server/auth/permissions.ts); shared by the database schema and the console's forms. */
export const ADMIN_KINDS = ["super_admin", "operations", "content_moderator", "finance"] as const;
export type AdminKind = (typeof ADMIN_KINDS)[number];
