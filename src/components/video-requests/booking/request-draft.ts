"use client";

import { useMemo, useSyncExternalStore } from "react";
import type { RequestFlow } from "@/lib/video-requests/request-schema";
import type { DeliveryTier, Occasion, Relationship } from "@/lib/video-requests/rules";

/**
 * A request being written, kept in this browser per creator until it is sent: the dialog and the
 * simple form hand it to the review, a guest finds it again after signing up, and the wizard saves
 * its progress in it. Removed once the request is created.
 */
export interface RequestDraft {
  flow: RequestFlow;
  occasion: Occasion | "";
  recipientName: string;
  fromName: string;
  relationship: Relationship | "";
  instructions: string;
  specialDetails: string;
  isGift: boolean;
  recipientEmail: string;
  deliveryTier: DeliveryTier;
  scheduledDate: string;
  promoCode: string;
  /** The wizard's step, to reopen where the fan left off. */
  step: number;
  /** One key per request: a retried submit gives back the same request. */
  idempotencyKey: string;
  savedAt: number;
}

export const emptyDraft = (flow: RequestFlow): RequestDraft => ({
  flow,
  occasion: "",
  recipientName: "",
  fromName: "",
  relationship: "",
  instructions: "",
  specialDetails: "",
  isGift: false,
  recipientEmail: "",
  deliveryTier: "standard",
  scheduledDate: "",
  promoCode: "",
  step: 0,
  idempotencyKey: crypto.randomUUID(),
  savedAt: 0,
});

const keyOf = (creatorId: string) => `lakou.booking.${creatorId}`;

function readRaw(creatorId: string): string | null {
  try {
    return window.localStorage.getItem(keyOf(creatorId));
  } catch {
    return null;
  }
}

function parseDraft(raw: string | null): RequestDraft | null {
  if (!raw) return null;
  try {
    const draft = JSON.parse(raw) as Partial<RequestDraft>;
    return { ...emptyDraft(draft.flow ?? "dialog"), ...draft };
  } catch {
    // An unreadable draft is dropped, as the spec logs and moves on.
    return null;
  }
}

export const loadDraft = (creatorId: string) => parseDraft(readRaw(creatorId));

const subscribe = (onChange: () => void) => {
  window.addEventListener("storage", onChange);
  return () => window.removeEventListener("storage", onChange);
};

/**
 * This creator's stored draft: undefined while rendering on the server (not read yet), null when
 * there is none. Forms mount with it as their starting state.
 */
export function useStoredDraft(creatorId: string): RequestDraft | null | undefined {
  const raw = useSyncExternalStore(subscribe, () => readRaw(creatorId), () => undefined);
  return useMemo(() => (raw === undefined ? undefined : parseDraft(raw)), [raw]);
}

export function saveDraft(creatorId: string, draft: RequestDraft) {
  try {
    window.localStorage.setItem(keyOf(creatorId), JSON.stringify({ ...draft, savedAt: Date.now() }));
  } catch {
    // Storage full or disabled: the form still works, only the draft is not kept.
  }
}

export function removeDraft(creatorId: string) {
  try {
    window.localStorage.removeItem(keyOf(creatorId));
  } catch {
    // Nothing to remove when storage is disabled.
  }
}

/** The fields the server's schema reads, from a draft (empty values left out). */
export function draftFields(draft: RequestDraft) {
  return {
    flow: draft.flow,
    occasion: draft.occasion || undefined,
    recipientName: draft.recipientName,
    fromName: draft.fromName || undefined,
    relationship: draft.relationship || undefined,
    instructions: draft.instructions,
    specialDetails: draft.specialDetails || undefined,
    isGift: draft.isGift,
    recipientEmail: draft.recipientEmail || undefined,
    deliveryTier: draft.deliveryTier,
    scheduledDate: draft.scheduledDate || undefined,
  };
}
