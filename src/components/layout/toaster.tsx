"use client";

import dynamic from "next/dynamic";

/*
 * Sonner's toaster loads after the page, as its toasts do (src/components/ui/toast.ts): a toast only ever follows
 * something that happened on the page, and one raised before the toaster is there still shows (sonner hands a late
 * toaster the toasts already raised).
 */
const SonnerToaster = dynamic(() => import("sonner").then((module) => module.Toaster), { ssr: false });

/**
 * Bottom right: a toast never covers the header's navigation, bell or menus (on a phone it sits above the creator
 * workspace's tab bar).
 */
export function Toaster() {
  return <SonnerToaster position="bottom-right" mobileOffset={{ bottom: 80 }} richColors closeButton visibleToasts={1} />;
}
