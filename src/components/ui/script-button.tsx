"use client";

import type * as React from "react";
import { Button } from "./button";
import { useHydrated } from "./use-hydrated";

/**
 * What a control whose work is all done by the page's scripts carries until they have run: off, so a tap made before
 * then is not silently lost, and marked so that it looks off only if the wait lasts (globals.css, `data-script-wait`).
 */
export function useScriptWait(): { disabled: boolean; "data-script-wait"?: "" } {
  return useHydrated() ? { disabled: false } : { disabled: true, "data-script-wait": "" };
}

/** A button whose work is all done by the page's scripts (an onClick, a mutation, a menu): off until they have run. */
export function ScriptButton({ disabled, ...props }: React.ComponentProps<typeof Button>) {
  const wait = useScriptWait();
  return <Button {...props} {...wait} disabled={wait.disabled || disabled} />;
}
