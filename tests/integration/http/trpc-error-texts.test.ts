import { describe, expect, it } from "vitest";
import en from "../../../messages/en.json";
import fr from "../../../messages/fr.json";
import ht from "../../../messages/ht.json";
import { LOCALE_HEADER } from "@/lib/locale-header";
import { composeTestEdges, sessionCookieFor } from "../support/edge";
import { createUser } from "../support/factories";
import { useTestDb } from "../support/test-db";

// A failed tRPC call answers its texts in the language of the page it comes from (the header the browser's client
// sends), beside the keys: the browser shows them as they are and needs no `errors` catalogue of its own.
const db = await useTestDb();
composeTestEdges(db);
const trpc = await import("@/app/api/trpc/[trpc]/route");

const noParams = { params: Promise.resolve({}) };

interface ErrorAnswer {
  message: string;
  data: { appCode: string; messageKey: string; fieldErrors: Record<string, string> | null; fieldMessages: Record<string, string> | null };
}

async function switchMode(cookie: string, mode: string, headers: Record<string, string>): Promise<ErrorAnswer> {
  const response = await trpc.POST(
    new Request("http://lakou.test/api/trpc/account.switchMode", {
      method: "POST",
      headers: { host: "lakou.test", "sec-fetch-site": "same-origin", "content-type": "application/json", cookie, ...headers },
      body: JSON.stringify({ json: { mode } }),
    }),
    noParams,
  );
  expect(response.ok).toBe(false);
  return ((await response.json()) as { error: { json: ErrorAnswer } }).error.json;
}

describe("tRPC errors in the page's language", () => {
  it.each([
    ["fr", fr],
    ["ht", ht],
  ] as const)("a refused field answers its text in %s, with the keys", async (locale, messages) => {
    const fan = await createUser(db);
    const answer = await switchMode(await sessionCookieFor(db, fan.id), "nope", { [LOCALE_HEADER]: locale });
    expect(answer.data).toMatchObject({ appCode: "VALIDATION", messageKey: "errors.validation", fieldErrors: { mode: "validation.mode" } });
    expect(answer.data.fieldMessages).toEqual({ mode: messages.validation.mode });
    expect(answer.message).toBe(messages.errors.validation);
    expect(answer.data.fieldMessages!.mode).not.toBe(en.validation.mode);
  });

  it.each([
    ["fr", fr],
    ["ht", ht],
  ] as const)("an application error answers its text in %s, with its key", async (locale, messages) => {
    const fan = await createUser(db);
    const answer = await switchMode(await sessionCookieFor(db, fan.id), "creator", { [LOCALE_HEADER]: locale });
    expect(answer.data).toMatchObject({ appCode: "FORBIDDEN", messageKey: "errors.modeSwitchNotAllowed", fieldErrors: null, fieldMessages: null });
    expect(answer.message).toBe(messages.errors.modeSwitchNotAllowed);
    expect(answer.message).not.toBe(en.errors.modeSwitchNotAllowed);
  });

  it("the page's language wins over the language cookie; without it, the request's language is used", async () => {
    const fan = await createUser(db);
    const cookie = await sessionCookieFor(db, fan.id);
    expect((await switchMode(`${cookie}; NEXT_LOCALE=fr`, "creator", { [LOCALE_HEADER]: "ht" })).message).toBe(ht.errors.modeSwitchNotAllowed);
    expect((await switchMode(`${cookie}; NEXT_LOCALE=fr`, "creator", {})).message).toBe(fr.errors.modeSwitchNotAllowed);
    expect((await switchMode(cookie, "creator", { "accept-language": "ht-HT,ht;q=0.9", [LOCALE_HEADER]: "xx" })).message).toBe(ht.errors.modeSwitchNotAllowed);
    expect((await switchMode(cookie, "creator", {})).message).toBe(en.errors.modeSwitchNotAllowed);
  });
});
