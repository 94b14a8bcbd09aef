import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { MyCalls } from "@/components/calls/my-calls";
import { MyOrders } from "@/components/video-requests/fan/my-orders";
import { guardPage } from "@/server/auth/guard";
import { ClientMessages } from "@/i18n/client-messages";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("orders");
  return { title: t("title") };
}

/** My Orders: the signed-in fan's paid calls, then every video request with its state, amount, creator and deadline. */
export default async function MyOrdersPage() {
  await guardPage({ requireRole: "fan" });
  const t = await getTranslations("orders");
  return (
    <ClientMessages namespaces={["booking.occasions", "callOrders", "calls", "creatorCard", "orders", "validation.invalid"]}>
      <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-8">
        <h1 className="text-2xl font-bold tracking-tight">{t("title")}</h1>
        <MyCalls />
        <MyOrders />
      </div>
    </ClientMessages>
  );
}
