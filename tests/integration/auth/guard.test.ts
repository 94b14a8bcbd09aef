import { beforeAll, describe, expect, it } from "vitest";
import type { Actor } from "@/server/auth/actor";
import { actorHasRole, decideAccess } from "@/lib/access";
import { createCreator, createUser } from "../support/factories";
import { useTestDb } from "../support/test-db";

const db = await useTestDb();

describe("page guard rule", () => {
  let fan: Actor, creator: Actor, fanCreator: Actor, fanCreatorInCreatorMode: Actor, admin: Actor;
  beforeAll(async () => {
    fan = await createUser(db, { role: "fan" });
    creator = await createCreator(db);
    fanCreator = await createUser(db, { role: "fan", isCreator: true });
    fanCreatorInCreatorMode = { ...fanCreator, currentMode: "creator" };
    admin = await createUser(db, { role: "admin", adminKind: "finance" });
  });

  it("sends a signed-out visitor to /login with the page asked for as returnTo", () => {
    expect(decideAccess(null, {}, "/fr/fan/orders?tab=open")).toEqual({
      allow: false,
      redirectTo: "/login?returnTo=%2Ffr%2Ffan%2Forders%3Ftab%3Dopen",
    });
    expect(decideAccess(null, { requireRole: "creator", redirectTo: "/signup" }, "/en/creator/dashboard")).toEqual({
      allow: false,
      redirectTo: "/signup?returnTo=%2Fen%2Fcreator%2Fdashboard",
    });
    expect(decideAccess(null, {}, null)).toEqual({ allow: false, redirectTo: "/login" });
  });

  it("lets a signed-out visitor through when the page does not require an account", () => {
    expect(decideAccess(null, { requireAuth: false }, "/en/browse")).toEqual({ allow: true });
  });

  it("lets any signed-in account through a page without a role", () => {
    for (const actor of [fan, creator, admin]) expect(decideAccess(actor, {}, "/en/fan/settings")).toEqual({ allow: true });
  });

  it("opens admin pages to admins only, sending others to their own home", () => {
    expect(decideAccess(admin, { requireRole: "admin" }, null)).toEqual({ allow: true });
    expect(decideAccess(fan, { requireRole: "admin" }, null)).toEqual({ allow: false, redirectTo: "/fan/home" });
    expect(decideAccess(creator, { requireRole: "admin" }, null)).toEqual({ allow: false, redirectTo: "/creator/dashboard" });
  });

  it("opens creator pages to creators and to fans who are creators, in either mode", () => {
    expect(decideAccess(creator, { requireRole: "creator" }, null)).toEqual({ allow: true });
    expect(decideAccess(fanCreator, { requireRole: "creator" }, null)).toEqual({ allow: true });
    expect(decideAccess(fanCreatorInCreatorMode, { requireRole: "creator" }, null)).toEqual({ allow: true });
    expect(decideAccess(fan, { requireRole: "creator" }, null)).toEqual({ allow: false, redirectTo: "/fan/home" });
    expect(decideAccess(admin, { requireRole: "creator" }, null)).toEqual({ allow: false, redirectTo: "/admin/dashboard" });
  });

  it("opens fan pages to fans and creators but not admins", () => {
    expect(actorHasRole(fan, "fan")).toBe(true);
    expect(actorHasRole(creator, "fan")).toBe(true);
    expect(decideAccess(admin, { requireRole: "fan" }, null)).toEqual({ allow: false, redirectTo: "/admin/dashboard" });
  });

  it("accepts any of several roles", () => {
    expect(decideAccess(admin, { requireRole: ["creator", "admin"] }, null)).toEqual({ allow: true });
    expect(decideAccess(fan, { requireRole: ["creator", "admin"] }, null)).toEqual({ allow: false, redirectTo: "/fan/home" });
  });

  it("sends a fan who is a creator and in creator mode to the creator dashboard when refused", () => {
    expect(decideAccess(fanCreatorInCreatorMode, { requireRole: "admin" }, null)).toEqual({
      allow: false,
      redirectTo: "/creator/dashboard",
    });
  });
});
