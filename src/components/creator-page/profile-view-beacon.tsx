"use client";

import { useEffect } from "react";

/**
 * Counts this view of the creator's page once it has loaded, without holding the page up: a beacon
 * (a keepalive fetch where beacons are missing) that nobody waits for. The server counts it once per
 * viewer and hour, and never the creator's own.
 */
export function ProfileViewBeacon({ creatorId }: { creatorId: string }) {
  useEffect(() => {
    const url = `/api/public/creators/${encodeURIComponent(creatorId)}/views`;
    if (typeof navigator.sendBeacon === "function" && navigator.sendBeacon(url)) return;
    void fetch(url, { method: "POST", keepalive: true, credentials: "same-origin" }).catch(() => undefined);
  }, [creatorId]);
  return null;
}
