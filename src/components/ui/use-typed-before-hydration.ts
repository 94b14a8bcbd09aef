"use client";

import { type Ref, type RefCallback, useCallback, useLayoutEffect, useRef } from "react";

type TextControl = HTMLInputElement | HTMLTextAreaElement;

/** Input types whose value is text a person types; the others (checkbox, file, …) keep React's own handling. */
const TYPED = new Set(["text", "search", "email", "tel", "url", "password", "number", "textarea"]);

/**
 * Keeps what a person typed into a controlled text box before React took over the server's HTML. React
 * leaves that text in the box at hydration but does not tell `onChange`, so the component's state still holds
 * the server's value and the next render would wipe the text. Once the box is React's, this hands its text to
 * the box's own `onChange` through a real `input` event, as if typed then, so state, counters and searches
 * follow. Returns the ref to put on the box (it also fills `ref`).
 */
export function useTypedBeforeHydration<T extends TextControl>(value: unknown, ref: Ref<T> | undefined): RefCallback<T> {
  const node = useRef<T | null>(null);
  const valueAtMount = useRef(value);

  useLayoutEffect(() => {
    const box = node.current;
    const initial = valueAtMount.current;
    if (!box || initial === undefined || !TYPED.has(box.type)) return;
    const typed = box.value;
    if (typed === String(initial ?? "")) return;
    // React tracks the box's last known value through its own `value` setter: set it back to the state's value
    // there, put the typed text in with the element's native setter, and React reads the input event as a change.
    box.value = String(initial ?? "");
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(box), "value")?.set?.call(box, typed);
    box.dispatchEvent(new Event("input", { bubbles: true }));
  }, []);

  return useCallback(
    (element: T | null) => {
      node.current = element;
      return forward(ref, element);
    },
    [ref],
  );
}

/** Hands the element to the caller's own ref, whichever kind it is. */
function forward<T>(ref: Ref<T> | undefined, element: T | null) {
  if (typeof ref === "function") return ref(element);
  if (ref) ref.current = element;
}
