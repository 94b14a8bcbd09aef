import "server-only";
import { clientIp } from "@/server/http/client-ip";
import type { AuditEntry } from "./write-audit";

/** Where a request came from, as the audit log records it (client address and browser). */
export function auditRequest(headers: Headers): NonNullable<AuditEntry["request"]> {
  return { ipAddress: clientIp(headers), userAgent: headers.get("user-agent")?.slice(0, 500) ?? null };
}
