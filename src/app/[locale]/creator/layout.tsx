import { CreatorWorkspace } from "@/components/creator-workspace/creator-workspace";
import type { MenuUser } from "@/components/layout/account-menu";
import { ClientMessages } from "@/i18n/client-messages";
import { canActAsCreator } from "@/lib/creator-rule";
import { getActor } from "@/server/auth/session";
import { serverApi } from "@/trpc/server";

/**
 * Every /creator page: the creator's tool pages get the workspace frame (CreatorWorkspace decides from the path);
 * public creator pages (/creator/{id}) keep the site's header. Each page still guards itself.
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
