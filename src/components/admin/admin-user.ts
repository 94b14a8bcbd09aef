import type { AdminKind } from "@/server/db/schema";

/** What the console's frame shows of the signed-in admin. */
export interface ConsoleUser {
  name: string | null;
  email: string;
  adminKind: AdminKind;
}
