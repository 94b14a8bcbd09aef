import { describe, expect, it } from "vitest";
import { CLIENT_ADDRESS_HEADER } from "./client-address-header";
import { addressKey, clientIp, UNATTRIBUTED_CLIENT } from "./client-ip";

const headers = (values: Record<string, string>) => new Headers(values);

describe("clientIp", () => {
  it("ignores X-Forwarded-For and X-Real-IP entirely when no proxy is trusted", () => {
    expect(clientIp(headers({ "x-forwarded-for": "203.0.113.9", "x-real-ip": "203.0.113.10" }), 0)).toBe(UNATTRIBUTED_CLIENT);
    expect(clientIp(headers({}), 0)).toBe(UNATTRIBUTED_CLIENT);
  });

  it("reads the address the outermost trusted proxy recorded, not what the client wrote before it", () => {
    const forged = headers({ "x-forwarded-for": "1.1.1.1, 198.51.100.4" });
    expect(clientIp(forged, 1)).toBe("198.51.100.4");
    expect(clientIp(headers({ "x-forwarded-for": "1.1.1.1, 198.51.100.4, 10.0.0.2" }), 2)).toBe("198.51.100.4");
  });

  it("does not trust a chain shorter than the configured proxies", () => {
    expect(clientIp(headers({ "x-forwarded-for": "198.51.100.4" }), 2)).toBe(UNATTRIBUTED_CLIENT);
    expect(clientIp(headers({ "x-real-ip": "198.51.100.4" }), 1)).toBe(UNATTRIBUTED_CLIENT);
  });

  it("with no trusted proxy, reads the socket's address that our front server recorded", () => {
    const forged = headers({ [CLIENT_ADDRESS_HEADER]: "192.0.2.5", "x-forwarded-for": "203.0.113.9" });
    expect(clientIp(forged, 0)).toBe("192.0.2.5");
    expect(clientIp(headers({ [CLIENT_ADDRESS_HEADER]: "::ffff:192.0.2.5" }), 0)).toBe("192.0.2.5");
  });

  it("falls back on the socket's address when the chain is shorter than the trusted proxies", () => {
    expect(clientIp(headers({ [CLIENT_ADDRESS_HEADER]: "192.0.2.5", "x-forwarded-for": "198.51.100.4" }), 2)).toBe("192.0.2.5");
  });

  it("counts an IPv6 client by its /64, however its address is written", () => {
    expect(addressKey("2001:db8:0:1:aaaa:bbbb:cccc:dddd")).toBe("2001:db8:0:1::/64");
    expect(addressKey("2001:0db8:0000:0001::1")).toBe("2001:db8:0:1::/64");
    expect(addressKey("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(addressKey("::1")).toBe("0:0:0:0::/64");
    expect(addressKey("fe80::1%eth0")).toBe("fe80:0:0:0::/64");
    expect(addressKey("192.0.2.1")).toBe("192.0.2.1");
  });
});
