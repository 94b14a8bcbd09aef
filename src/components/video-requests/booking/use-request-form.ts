"use client";

import { useMemo, useState } from "react";
import { requestFieldErrors } from "@/lib/video-requests/request-schema";
import { draftFields, type RequestDraft } from "./request-draft";

export type DraftField = keyof RequestDraft;

/**
 * A request form's state and its errors, from the same schema the server checks. An error shows once
 * its field was left (blur), then follows every change; a failed submit shows them all.
 */
export function useRequestForm(initial: RequestDraft | (() => RequestDraft)) {
  const [draft, setDraft] = useState(initial);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const errors = useMemo(() => requestFieldErrors(draftFields(draft)), [draft]);

  return {
    draft,
    errors,
    isValid: Object.keys(errors).length === 0,
    set: <K extends DraftField>(field: K, value: RequestDraft[K]) => setDraft((d) => ({ ...d, [field]: value })),
    touch: (field: string) => setTouched((t) => (t.has(field) ? t : new Set(t).add(field))),
    touchAll: (fields: readonly string[]) => setTouched((t) => new Set([...t, ...fields])),
    reset: (next: RequestDraft) => {
      setDraft(next);
      setTouched(new Set());
    },
    errorOf: (field: string) => (touched.has(field) ? errors[field] : undefined),
  };
}

export type RequestForm = ReturnType<typeof useRequestForm>;
