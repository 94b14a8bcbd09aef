"use client";

import { useEffect, useRef } from "react";

/**
 * Calls `onVisible` whenever the returned element comes at least `threshold` into view, or within
 * `margin` of it (infinite scroll, code loaded as its section nears the screen).
 */
export function useVisible<T extends Element>(onVisible: () => void, threshold: number, margin = "0px") {
  const ref = useRef<T>(null);
  const callback = useRef(onVisible);
  useEffect(() => {
    callback.current = onVisible;
  });
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) callback.current();
      },
      { threshold, rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [threshold, margin]);
  return ref;
}
