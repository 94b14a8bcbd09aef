import { describe, expect, it } from "vitest";
import { accountMenuGroups, initialsOf, roleBadge } from "./account-menu";
import { currentState } from "./nav-items";

const fan = { role: "fan", isCreator: false } as const;
const fanCreator = { role: "fan", isCreator: true } as const;
const creator = { role: "creator", isCreator: true } as const;
const admin = { role: "admin", isCreator: false } as const;

describe("accountMenuGroups", () => {
  it("gives each role its groups: both for a fan who creates", () => {
    expect(accountMenuGroups(fan).map((group) => group.id)).toEqual(["fan"]);
    expect(accountMenuGroups(fanCreator).map((group) => group.id)).toEqual(["fan", "creator"]);
    expect(accountMenuGroups(creator).map((group) => group.id)).toEqual(["creator"]);
    expect(accountMenuGroups(admin).map((group) => group.id)).toEqual(["admin"]);
  });

  it("links dashboards only for their roles", () => {
    const hrefs = (user: Parameters<typeof accountMenuGroups>[0]) =>
      accountMenuGroups(user).flatMap((group) => group.items.map((item) => item.href));
    expect(hrefs(fan)).not.toContain("/creator/dashboard");
    expect(hrefs(fan)).not.toContain("/admin/dashboard");
    expect(hrefs(fan)).toEqual(["/fan/home", "/fan/subscriptions", "/feed", "/fan/orders", "/fan/settings"]);
    expect(hrefs(creator)).toEqual([
      "/creator/dashboard",
      "/creator/content",
      "/creator/studio",
      "/creator/posts",
      "/creator/calls",
      "/creator/analytics",
      "/creator/finances",
      "/creator/settings",
    ]);
    expect(hrefs(creator)).not.toContain("/admin/dashboard");
    expect(hrefs(admin)).toEqual(["/admin/dashboard", "/admin/users", "/admin/analytics", "/admin/settings"]);
  });
});

describe("roleBadge", () => {
  it("names the three badges of the spec and none for a plain fan", () => {
    expect(roleBadge(fanCreator)).toBe("fanCreator");
    expect(roleBadge(creator)).toBe("creator");
    expect(roleBadge(admin)).toBe("admin");
    expect(roleBadge(fan)).toBeNull();
  });
});

describe("initialsOf", () => {
  it("takes the first and last initials, else the e-mail", () => {
    expect(initialsOf({ name: "Marie-Claude Dorval", email: "a@b.c" })).toBe("MD");
    expect(initialsOf({ name: "Stéphanie Jean-Baptiste", email: "a@b.c" })).toBe("SJ");
    expect(initialsOf({ name: "Ti", email: "a@b.c" })).toBe("TI");
    expect(initialsOf({ name: null, email: "fan@lakou.demo" })).toBe("FA");
  });
});

describe("currentState", () => {
  it("marks the page itself and its section, never Home elsewhere", () => {
    expect(currentState("/", "/")).toBe("page");
    expect(currentState("/", "/browse")).toBeUndefined();
    expect(currentState("/blog", "/blog")).toBe("page");
    expect(currentState("/blog", "/blog/first-post")).toBe("true");
    expect(currentState("/help", "/helpers")).toBeUndefined();
  });
});
