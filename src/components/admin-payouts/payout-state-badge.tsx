import { Badge } from "@/components/ui/badge";
import type { AdminPayoutState } from "@/server/db/schema";

/** States where the money came back or is stuck: the admin's to look at. */
const NEEDS_A_LOOK: readonly AdminPayoutState[] = ["failed", "reversed", "bank_failed"];

/** A payout's state at a glance: on its way (outline), sent (secondary), needing a look (red). */
export function PayoutStateBadge({ state, label }: { state: AdminPayoutState; label: string }) {
  if (NEEDS_A_LOOK.includes(state)) return <Badge className="border-destructive/40 bg-destructive/10 text-destructive">{label}</Badge>;
  return <Badge variant={state === "in_payout" ? "outline" : "secondary"}>{label}</Badge>;
}
