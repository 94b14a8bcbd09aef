"use client";

import { type FocusEvent, useEffect, useState } from "react";

/** How a stand-in was first used: pressed with a pointer or from the keyboard, or reached with the keyboard (Tab). */
export type FirstUseKind = "pointer" | "keyboard" | "focus";

/**
 * A control whose code loads on first use, shown until then as a stand-in that looks and reads the same. `prepare` starts
 * loading (when the stand-in is pointed at or focused); `swap` puts the loaded control in its place once its code is
 * there, with how it was first used (open it when pressed, give it the focus the stand-in had); a press outweighs a focus.
 * `onFocus`, for a stand-in whose control should also take its place when the keyboard reaches it (so keys the stand-in
 * does not know, a select's type-ahead, reach the control): it does so while the stand-in keeps a keyboard focus.
 * `whenIdle`: the code also loads once the browser is idle after the page has come up, so that a first press finds it
 * there and the control opens at once, ready for the keys that follow.
 */
export function useFirstUse<Loaded>(load: () => Promise<Loaded>, { whenIdle = false }: { whenIdle?: boolean } = {}) {
  const [used, setUsed] = useState<{ Loaded: Loaded; kind: FirstUseKind } | null>(null);
  useEffect(() => {
    if (!whenIdle) return;
    // Safari has no requestIdleCallback: a second after the page came up stands in for it there.
    if (typeof requestIdleCallback !== "function") {
      const timer = setTimeout(() => void load(), 1000);
      return () => clearTimeout(timer);
    }
    const idle = requestIdleCallback(() => void load());
    return () => cancelIdleCallback(idle);
  }, [load, whenIdle]);
  const prepare = () => void load();
  const swap = (kind: FirstUseKind, wanted: () => boolean = () => true) =>
    void load().then((Loaded) => {
      if (wanted()) setUsed((current) => (current && current.kind !== "focus" ? current : { Loaded, kind }));
    });
  const onFocus = (event: FocusEvent<HTMLElement>) => {
    const standIn = event.currentTarget;
    // A pointer's focus is followed by its press, which opens the control.
    if (!standIn.matches(":focus-visible")) return prepare();
    swap("focus", () => document.activeElement === standIn);
  };
  return { used, prepare, swap, onFocus };
}
