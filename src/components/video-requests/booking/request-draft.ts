"use client";

import { useMemo, useSyncExternalStore } from "react";
import type { RequestFlow } from "@/lib/video-requests/request-schema";
import type { DeliveryTier, GiftMethod, Occasion, Pronouns, Relationship } from "@/lib/video-requests/rules";

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
  customOccasion: string;
  pronouns: Pronouns | "";
  /** Typed as text; sent as a whole number. */
  age: string;
  anniversaryYears: string;
  templateUsed: string;
  templateVariation: number | null;
  isGift: boolean;
  recipientEmail: string;
  giftMethod: GiftMethod;
  giftMessage: string;
  recipientPhone: string;
  hidePrice: boolean;
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
  customOccasion: "",
  pronouns: "",
  age: "",
  anniversaryYears: "",
  templateUsed: "",
  templateVariation: null,
  isGift: false,
  recipientEmail: "",
  giftMethod: "email",
  giftMessage: "",
  recipientPhone: "",
  hidePrice: true,
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

/** A typed number as the schema's whole number: blank is none, anything else is sent for the schema to judge. */
const wholeNumberOf = (text: string) => (text.trim() ? Number(text) : undefined);

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
    customOccasion: draft.customOccasion || undefined,
    pronouns: draft.pronouns || undefined,
    age: wholeNumberOf(draft.age),
    anniversaryYears: wholeNumberOf(draft.anniversaryYears),
    templateUsed: draft.templateUsed || undefined,
    templateVariation: draft.templateUsed && draft.templateVariation !== null ? draft.templateVariation : undefined,
    isGift: draft.isGift,
    recipientEmail: draft.recipientEmail || undefined,
    giftMethod: draft.isGift ? draft.giftMethod : undefined,
    giftMessage: draft.giftMessage || undefined,
    recipientPhone: draft.recipientPhone.replace(/\D/g, "") || undefined,
    hidePrice: draft.hidePrice,
    deliveryTier: draft.deliveryTier,
    scheduledDate: draft.scheduledDate || undefined,
  };
}
