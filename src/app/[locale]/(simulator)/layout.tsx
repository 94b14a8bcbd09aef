import { requireSimulator } from "@/server/payments/simulator/page-gate";

/** The payment simulator's pages (src/server/payments/simulator): mounted only while payments run offline. */
export default async function SimulatorLayout({ children }: LayoutProps<"/[locale]">) {
  await requireSimulator();
  return children;
}
