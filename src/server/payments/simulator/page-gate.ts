import "server-only";
import { notFound } from "next/navigation";
import { requestContext } from "@/server/auth/session";
import { simulatorMounted } from "./mounted";

/** A simulator page: 404 unless `method` runs offline here (any method when none is named). */
export async function requireSimulator(method?: "card" | "moncash") {
  const { providers } = await requestContext();
  const offline = method ? providers.payments[method].name === "test" : simulatorMounted(providers);
  if (!offline) notFound();
}
