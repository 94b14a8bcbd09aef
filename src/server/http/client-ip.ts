import "server-only";
import { env } from "@/env";
import { CLIENT_ADDRESS_HEADER } from "./client-address-header";

/**
 * The per-IP key of requests whose address is not known: only requests that did not come through
 * our front server (scripts/front-server.ts), which `npm start` and `npm run dev` always run, e.g. a
 * bare `next start`.
 */
export const UNATTRIBUTED_CLIENT = "unattributed";

/**
 * One key per IPv6 /64 (the block one subscriber line is given, so rotating addresses inside it buys
 * no fresh allowance); IPv4 addresses, and IPv4 mapped into IPv6, as they are.
 */
export function addressKey(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1]!;
  if (!address.includes(":")) return address;
  const [head = "", tail = ""] = address.split("%")[0]!.toLowerCase().split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const groups = address.includes("::") ? [...left, ...Array(8 - left.length - right.length).fill("0"), ...right] : left;
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ""))
    .join(":")}::/64`;
}

/**
 * The client's address for per-IP limits. With no trusted proxy (the default) it is the address of
 * the socket, as our front server saw it. Otherwise only TRUSTED_PROXY_COUNT proxies are believed:
 * each appends the address it saw to X-Forwarded-For, so the client is the entry that many places
 * from the right; anything further left was written by the client. X-Real-IP is never read.
 */
export function clientIp(headers: Headers, trustedProxies = env.TRUSTED_PROXY_COUNT): string {
  const socket = headers.get(CLIENT_ADDRESS_HEADER);
  const known = socket ? addressKey(socket) : UNATTRIBUTED_CLIENT;
  if (trustedProxies === 0) return known;
  const hops = (headers.get("x-forwarded-for") ?? "")
    .split(",")
    .map((hop) => hop.trim())
    .filter(Boolean);
  // A shorter chain did not pass through every proxy: the socket's own address is all we know.
  return hops.length >= trustedProxies ? addressKey(hops[hops.length - trustedProxies]!) : known;
}
