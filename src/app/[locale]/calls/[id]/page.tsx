import { TRPCError } from "@trpc/server";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { CallRoom } from "@/components/calls/call-room";
import { ClientMessages } from "@/i18n/client-messages";
import { guardPage } from "@/server/auth/guard";
import { serverApi } from "@/trpc/server";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("callRoom");
  return { title: t("metaTitle"), robots: { index: false } };
}

/**
 * A paid call's room (`/calls/{id}`): the page its fan and its creator open at the time of the call.
 * Lakou hosts no video: the room says when the call is, counts down, and hands the fan the creator's
 * meeting link once the room opens. Anyone but the call's two sides (and admins who read orders) gets a 404.
 */
export default async function CallRoomPage({ params }: PageProps<"/[locale]/calls/[id]">) {
  await guardPage();
  const { id } = await params;
  const api = await serverApi();
  await api.calls.room({ callBookingId: id }).catch((error: unknown) => {
    if (error instanceof TRPCError && (error.code === "NOT_FOUND" || error.code === "BAD_REQUEST")) notFound();
    throw error;
  });
  return (
    <ClientMessages namespaces={["callRoom", "callOrders", "calls", "validation.invalid"]}>
      <div className="mx-auto flex w-full max-w-2xl flex-col gap-6 px-4 py-8">
        <CallRoom callBookingId={id} />
      </div>
    </ClientMessages>
  );
}
