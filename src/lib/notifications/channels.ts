/**
 * How a user can hear about their orders. E-mail is on until they turn it off; SMS and push are
 * off until they turn them on, and are kept as choices only (nothing sends them yet).
 */
export const NOTIFICATION_CHANNELS = ["email", "sms", "push"] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

export const CHANNEL_DEFAULTS: Record<NotificationChannel, boolean> = { email: true, sms: false, push: false };

/** Notifications show in the app (bell, toasts, history) until the user turns a type off there. */
export const IN_APP_DEFAULT = true;
