import "server-only";
import { env } from "@/env";

/**
 * The per-IP key of requests whose address cannot be trusted: with no trusted proxy every client
 * shares it, so a forged X-Forwarded-For never buys a fresh allowance.
 */
export const UNATTRIBUTED_CLIENT = "unattributed";

/**
 * The client's address for per-IP limits. Only TRUSTED_PROXY_COUNT proxies are believed: each
 * appends the address it saw to X-Forwarded-For, so the client is the entry that many places from
 * the right; anything further left was written by the client. X-Real-IP is never read.
 */
export function clientIp(headers: Headers, trustedProxies = env.TRUSTED_PROXY_COUNT): string {
  if (trustedProxies === 0) return UNATTRIBUTED_CLIENT;
  const hops = (headers.get("x-forwarded-for") ?? "")
    .split(",")
    .map((hop) => hop.trim())
    .filter(Boolean);
  return hops.length >= trustedProxies ? hops[hops.length - trustedProxies]! : UNATTRIBUTED_CLIENT;
}
