import { ClientMessages } from "@/i18n/client-messages";

/** The studio's messages for its client components (the recorder, player, uploads and thumbnails). */
export default function StudioLayout({ children }: LayoutProps<"/[locale]/creator/studio">) {
  return <ClientMessages namespaces={["booking", "player", "recorder", "requestNotes", "studioFlow", "thumbnails", "uploads"]}>{children}</ClientMessages>;
}
