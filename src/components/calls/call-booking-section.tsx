"use client";

import dynamic from "next/dynamic";
import { CallBookingFrame, CallBookingSkeleton } from "./call-booking-frame";

/**
 * The call booking on a creator page (spec screen 8). The widget (its form, date picker, tabs and dialog) loads after
 * the page: it waits for the creator's slots anyway, so the page shows the box with its placeholder (as the widget
 * itself does until the slots arrive) without that code.
 */
export const CallBookingSection = dynamic(() => import("./call-booking").then((module) => module.CallBooking), {
  ssr: false,
  loading: () => (
    <CallBookingFrame>
      <CallBookingSkeleton />
    </CallBookingFrame>
  ),
});
