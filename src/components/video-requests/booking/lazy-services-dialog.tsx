"use client";

import dynamic from "next/dynamic";
import type { ComponentProps } from "react";
import { LazyMessages } from "@/i18n/lazy-messages";
import type { ServicesDialog as ServicesDialogType, ServicesTab } from "./services-dialog";

// The dialog's code and its texts (booking, subscriptions) load when it first opens.
const ServicesDialog = dynamic(() => import("./services-dialog").then((module) => module.ServicesDialog));

/** The services dialog (book a video, subscribe) while `tab` names one of its tabs; nothing of it is loaded before. */
export function LazyServicesDialog({ tab, ...props }: Omit<ComponentProps<typeof ServicesDialogType>, "tab"> & { tab: ServicesTab | null }) {
  if (!tab) return null;
  return (
    <LazyMessages namespaces={["booking", "subscriptions"]}>
      <ServicesDialog tab={tab} {...props} />
    </LazyMessages>
  );
}
