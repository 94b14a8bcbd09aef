"use client";

import type { ComponentProps } from "react";

/**
 * A link to another state of the same page (a tab, a layout): before the page's scripts have run it is a plain link
 * that the server answers with that state; once they have, a plain click calls `onNavigate` instead (a pushState, see
 * use-url-state.ts), and a click with a modifier key still opens the link as the browser would.
 */
export function StateLink({ onNavigate, onClick, ...props }: ComponentProps<"a"> & { onNavigate: () => void }) {
  return (
    <a
      {...props}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        onNavigate();
      }}
    />
  );
}
