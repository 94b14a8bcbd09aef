"use client";

import dynamic from "next/dynamic";
import { CallBookingFrame, CallBookingSkeleton } from "./call-booking-frame";

/*
 * The widget (its form, date picker, tabs and dialog) loads after the page: it waits for the creator's slots anyway, so
 * the page shows the box with its placeholder (as the widget itself does until the slots arrive) without that code.
 */
const CallBooking = dynamic(() => import("./call-booking").then((module) => module.CallBooking), {
  ssr: false,
  loading: () => (
    <CallBookingFrame>
      <CallBookingSkeleton />
    </CallBookingFrame>
  ),
});

/** The call booking on a creator page (spec screen 8). */
export function CallBookingSection({ creatorId, signedIn }: { creatorId: string; signedIn: boolean }) {
  return <CallBooking creatorId={creatorId} signedIn={signedIn} />;
}
