import { CreatorWorkspace } from "@/components/creator-workspace/creator-workspace";
import type { MenuUser } from "@/components/layout/account-menu";
import { ClientMessages } from "@/i18n/client-messages";
import { canActAsCreator } from "@/lib/creator-rule";
import { getActor } from "@/server/auth/session";

/**
 * Every /creator page: the creator's tool pages get the workspace frame (CreatorWorkspace decides from the path);
 * public creator pages (/creator/{id}) keep the site's header. Each page still guards itself.
 */
export default async function CreatorLayout({ children }: LayoutProps<"/[locale]/creator">) {
  const actor = await getActor();
  const user: MenuUser | null =
    actor && canActAsCreator(actor) ? { name: actor.name, email: actor.email, role: actor.role, isCreator: actor.isCreator, currentMode: actor.currentMode } : null;
  return (
    <ClientMessages namespaces={["creatorWorkspace"]}>
      <CreatorWorkspace user={user}>{children}</CreatorWorkspace>
    </ClientMessages>
  );
}
