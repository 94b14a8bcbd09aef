import { test as setup } from "@playwright/test";
import { signIn } from "./support/accounts";
import { ROLE_EMAILS, type Role, roleState } from "./support/roles";

// Each role signs in once per run through the real form; the specs reuse the saved cookies.
for (const role of Object.keys(ROLE_EMAILS) as Role[]) {
  setup(`sign in as ${role}`, async ({ page }) => {
    await signIn(page, ROLE_EMAILS[role]);
    await page.context().storageState({ path: roleState(role) });
  });
}
