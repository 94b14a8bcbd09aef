"use client";

import dynamic from "next/dynamic";
import { useState } from "react";
import { useVisible } from "@/components/ui/use-visible";
import { CallBookingFrame, CallBookingSkeleton } from "./call-booking-frame";

const placeholder = (
  <CallBookingFrame>
    <CallBookingSkeleton />
  </CallBookingFrame>
);

const CallBooking = dynamic(() => import("./call-booking").then((module) => module.CallBooking), { ssr: false, loading: () => placeholder });

/** How far below the screen the box may be when its widget starts loading, so it is ready when scrolled to. */
const LOAD_MARGIN = "600px";

/**
 * The call booking on a creator page (spec screen 8). The widget (its form, date picker, tabs and dialog) loads
 * once the box nears the screen: on a phone it sits below the offers, so the page does not fetch, parse and run
 * that code, nor ask for the creator's slots, for a reader who never scrolls that far. Until then, and while
 * the slots load, the box shows its placeholder.
 */
export function CallBookingSection(props: React.ComponentProps<typeof CallBooking>) {
  const [near, setNear] = useState(false);
  const ref = useVisible<HTMLDivElement>(() => setNear(true), 0, LOAD_MARGIN);
  return <div ref={ref}>{near ? <CallBooking {...props} /> : placeholder}</div>;
}
