import { dateTimeFormat } from "@/lib/locale-format";

/** Call durations in minutes (spec §9). */
export const CALL_DURATIONS = [5, 10, 15, 30] as const;
export type CallDuration = (typeof CALL_DURATIONS)[number];
/** The duration the widget starts on. */
export const DEFAULT_CALL_DURATION: CallDuration = 10;
/**
 * "Most popular" marks a duration only from data: the one most booked among a creator's paid calls, once
 * there are at least this many (ties: the shorter).
 */
export const POPULAR_CALL_MIN_BOOKINGS = 3;

/**
 * The day's slots in the creator's time zone: every half hour from 9:00 AM to 6:30 PM, skipping
 * 12:00 to 1:30 PM, as "HH:MM" (16 slots).
 */
export const CALL_SLOTS: readonly string[] = Array.from({ length: 20 }, (_, i) => {
  const minutes = 9 * 60 + i * 30;
  return `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
}).filter((slot) => slot < "12:00" || slot > "13:30");

/** The offset of `zone` from UTC at `instant`, in milliseconds. */
function zoneOffset(instant: number, zone: string): number {
  const parts = Object.fromEntries(
    dateTimeFormat("en-US", {
      timeZone: zone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    })
      .formatToParts(new Date(instant))
      .map((part) => [part.type, part.value]),
  );
  const asUtc = Date.UTC(+parts.year!, +parts.month! - 1, +parts.day!, +parts.hour!, +parts.minute!, +parts.second!);
  return asUtc - instant;
}

/** The instant of a wall-clock date and time ("2026-12-01", "09:30") in `zone`. */
export function zonedInstant(date: string, time: string, zone: string): Date {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  const [h, min] = time.split(":").map(Number) as [number, number];
  const guess = Date.UTC(y, m - 1, d, h, min);
  const first = guess - zoneOffset(guess, zone);
  // Once more, for a date whose offset differs from the guess's (daylight saving changes).
  return new Date(guess - zoneOffset(first, zone));
}

/** Today's date (YYYY-MM-DD) in `zone`. */
export function todayIn(zone: string, now = new Date()): string {
  return dateTimeFormat("en-CA", { timeZone: zone, year: "numeric", month: "2-digit", day: "2-digit" }).format(now);
}

/** How long a booked call's slot is held for its payment; unpaid after that, the slot is released. */
export const CALL_PAYMENT_WINDOW_MINUTES = 30;

/** When a booked call's slot ends: its start plus its minutes (a paid call's money is taken then). */
export function callEndsAt(call: { scheduledAt: Date; durationMinutes: number }): Date {
  return new Date(call.scheduledAt.getTime() + call.durationMinutes * 60_000);
}

/**
 * A fan may cancel a paid call up to this many hours before it starts: the card hold is released (MonCash
 * money is owed back). Closer to the call, the creator has kept the slot free and the call stands.
 */
export const CALL_CANCEL_NOTICE_HOURS = 24;

/** Whether a call starting at `scheduledAt` may still be cancelled at `now`. */
export const canCancelCallAt = (scheduledAt: Date, now: Date) => scheduledAt.getTime() - now.getTime() >= CALL_CANCEL_NOTICE_HOURS * 3_600_000;

/**
 * A paid call may be moved, by its fan, under the same notice as cancelling: up to CALL_CANCEL_NOTICE_HOURS
 * before it starts, to another open slot of the creator that is itself at least that far ahead (so the
 * creator always has a day's notice). A card held for it must still cover the new time (else: cancel and
 * book again).
 */
export const canRescheduleTo = (newStart: Date, now: Date) => canCancelCallAt(newStart, now);

/** The call room opens this many minutes before the call starts and closes when its slot ends. */
export const CALL_ROOM_OPENS_MINUTES = 10;

export type CallRoomState = "early" | "open" | "ended";

/** Where a call's room stands at `now`. */
export function callRoomState(call: { scheduledAt: Date; durationMinutes: number }, now: Date): CallRoomState {
  if (now.getTime() < call.scheduledAt.getTime() - CALL_ROOM_OPENS_MINUTES * 60_000) return "early";
  return now < callEndsAt(call) ? "open" : "ended";
}

/** A call's meeting address: an https URL of at most 500 characters (the creator's own video service). */
export function isCallJoinUrl(value: string): boolean {
  try {
    return value.length <= 500 && new URL(value).protocol === "https:";
  } catch {
    return false;
  }
}

/** A paid call's room, opened by its fan and its creator at the time of the call. */
export const callRoomPath = (callBookingId: string) => `/calls/${callBookingId}`;
