"use client";

import { Loader2Icon, LogOutIcon } from "lucide-react";
import { useFormStatus } from "react-dom";
import { Button } from "@/components/ui/button";
import { signOutAction } from "@/server/auth/actions";

/** Sign Out as a menu's last row: a form posting `signOutAction`, its button spinning with `pendingLabel` while it is sent. */
export function SignOutButton({ label, pendingLabel }: { label: string; pendingLabel: string }) {
  return (
    <form action={signOutAction}>
      <SignOutSubmit label={label} pendingLabel={pendingLabel} />
    </form>
  );
}

/** The button reads its form's status, so it sits inside the form. */
function SignOutSubmit({ label, pendingLabel }: { label: string; pendingLabel: string }) {
  const { pending } = useFormStatus();
  return (
    <Button type="submit" variant="ghost" className="w-full justify-start" disabled={pending}>
      {pending ? <Loader2Icon aria-hidden className="animate-spin" /> : <LogOutIcon aria-hidden />}
      {pending ? pendingLabel : label}
    </Button>
  );
}
