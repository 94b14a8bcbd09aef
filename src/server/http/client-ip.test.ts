import { describe, expect, it } from "vitest";
import { clientIp, UNATTRIBUTED_CLIENT } from "./client-ip";

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
});
