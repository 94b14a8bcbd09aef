/** Every console permission an admin may hold (what each kind holds is the server's, server/auth/permissions.ts). */
export const PERMISSIONS = [
  "users_view",
  "users_edit",
  "content_moderate",
  "finance_view",
  "payouts_process",
  "analytics_view",
  "analytics_full",
  "settings_edit",
] as const;
export type Permission = (typeof PERMISSIONS)[number];
