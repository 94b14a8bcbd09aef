import "server-only";

/**
 * The header through which our own front server (scripts/front-server.ts) tells Next.js the address of
 * the socket a request came in on. The front server removes any copy a client sends, so only its
 * own value reaches the app; Next.js listens on 127.0.0.1 only, behind it.
 */
export const CLIENT_ADDRESS_HEADER = "x-lakou-client-address";
