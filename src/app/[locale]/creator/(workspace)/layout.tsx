import { CreatorWorkspace } from "@/components/creator-workspace/creator-workspace";
import type { MenuUser } from "@/components/layout/account-menu";
import { ClientMessages } from "@/i18n/client-messages";
import { canActAsCreator } from "@/lib/creator-rule";
import { getActor } from "@/server/auth/session";
import { serverApi } from "@/trpc/server";

/**
 * The creator's tool pages (/creator/dashboard, /creator/studio/...) in the workspace frame. Public creator
 * pages (/creator/{id}) sit outside this group: they keep the site's header and load none of the frame.
 * Each page still guards itself.
 */
export default async function CreatorLayout({ children }: LayoutProps<"/[locale]/creator">) {
  const actor = await getActor();
  const user: MenuUser | null =
    actor && canActAsCreator(actor) ? { name: actor.name, email: actor.email, role: actor.role, isCreator: actor.isCreator, currentMode: actor.currentMode } : null;
  // The owner's notice while their profile waits for approval or was rejected.
  const approval = user ? await (await serverApi()).creatorSettings.approval() : null;
  return (
    <ClientMessages namespaces={["creatorWorkspace"]}>
      <CreatorWorkspace user={user} approval={approval}>
        {children}
      </CreatorWorkspace>
    </ClientMessages>
  );
}
