"use client";

import { useEffect } from "react";

/**
 * The page streams in after the browser has looked for the URL's #fragment, so a link to a section
 * (#book, #subscribe) would land at the top: once the page is here, go to the section it names.
 */
export function ScrollToHash() {
  useEffect(() => {
    const id = decodeURIComponent(window.location.hash.slice(1));
    if (id) document.getElementById(id)?.scrollIntoView();
  }, []);
  return null;
}
