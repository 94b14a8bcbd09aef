"use client";

import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { httpBatchLink, loggerLink } from "@trpc/client";
import { createTRPCReact } from "@trpc/react-query";
import type { inferRouterInputs, inferRouterOutputs } from "@trpc/server";
import { useLocale } from "next-intl";
import { useMemo } from "react";
import superjson from "superjson";
import { clientEnv } from "@/client-env";
import { LOCALE_HEADER } from "@/lib/locale-header";
import { TRPC_MAX_BATCH_SIZE } from "@/lib/trpc-limits";
import type { AppRouter } from "@/server/api/root";
import { makeQueryClient } from "./query-client";

export const api = createTRPCReact<AppRouter>();
export type RouterInputs = inferRouterInputs<AppRouter>;
export type RouterOutputs = inferRouterOutputs<AppRouter>;

let browserQueryClient: QueryClient | undefined;
function getQueryClient() {
  if (typeof window === "undefined") return makeQueryClient();
  return (browserQueryClient ??= makeQueryClient());
}

/** The browser's tRPC client; each call names the page's language, which the server answers its errors in. */
export function TRPCReactProvider({ children }: { children: React.ReactNode }) {
  const queryClient = getQueryClient();
  const locale = useLocale();
  const trpcClient = useMemo(
    () =>
      api.createClient({
        links: [
          loggerLink({ enabled: (op) => clientEnv.development && op.direction === "down" && op.result instanceof Error }),
          httpBatchLink({
            transformer: superjson,
            url: "/api/trpc",
            maxItems: TRPC_MAX_BATCH_SIZE,
            headers: () => ({ "x-trpc-source": "react", [LOCALE_HEADER]: locale }),
          }),
        ],
      }),
    [locale],
  );
  return (
    <QueryClientProvider client={queryClient}>
      <api.Provider client={trpcClient} queryClient={queryClient}>
        {children}
      </api.Provider>
    </QueryClientProvider>
  );
}
