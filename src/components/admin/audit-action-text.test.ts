import { createTranslator } from "next-intl";
import { describe, expect, it } from "vitest";
import { AUDIT_ACTIONS } from "@/lib/admin/audit-actions";
import en from "../../../messages/en.json";
import fr from "../../../messages/fr.json";
import ht from "../../../messages/ht.json";
import { auditActionText } from "./audit-action-text";

const translator = (locale: string, messages: typeof en) => createTranslator({ locale, messages, namespace: "admin.audit" });
const english = translator("en", en);
const french = translator("fr", fr);
const kreyol = translator("ht", ht);
const translators = [["en", english] as const, ["fr", french] as const, ["ht", kreyol] as const];

describe("audit actions in the console", () => {
  it.each(translators)("each has its own text in %s, not its code", (_locale, t) => {
    const texts = AUDIT_ACTIONS.map((action) => auditActionText(action, t));
    texts.forEach((text, i) => expect(text).not.toBe(AUDIT_ACTIONS[i]));
    expect(new Set(texts).size).toBe(AUDIT_ACTIONS.length);
  });

  it("reads as people say it, in each language", () => {
    expect(auditActionText("user.suspended", english)).toBe("User suspended");
    expect(auditActionText("user.suspended", french)).toBe("Utilisateur suspendu");
    expect(auditActionText("user.suspended", kreyol)).toBe("Itilizatè sispann");
  });

  it("shows the code of an action it has no text for (an entry older than the list)", () => {
    expect(auditActionText("legacy.thing_done", english)).toBe("legacy.thing_done");
  });
});
