"use client";

import { usePathname } from "@/i18n/navigation";
import { hasOwnFrame } from "./public-chrome";

/**
 * The page's main landmark (the skip link's target). Pages with a frame of their own (the console, the creator
 * workspace) put <main id="main"> around their content themselves, so their navigation stays outside it.
 */
export function MainLandmark({ children }: { children: React.ReactNode }) {
  return hasOwnFrame(usePathname()) ? (
    <div className="flex flex-1 flex-col">{children}</div>
  ) : (
    <main id="main" className="flex-1">
      {children}
    </main>
  );
}
