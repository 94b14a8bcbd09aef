import { describe, expect, it } from "vitest";
import { pickMessages } from "./pick-messages";

const messages = {
  common: { save: "Save", cancel: "Cancel" },
  help: { searchLabel: "Search", categories: { account: { title: "Account", items: ["long"] } } },
  legal: { terms: "very long" },
};

describe("pickMessages", () => {
  it("keeps whole namespaces and leaves the others out", () => {
    expect(pickMessages(messages, ["common"])).toEqual({ common: { save: "Save", cancel: "Cancel" } });
  });

  it("keeps single keys and branches by their dotted path, in the nested shape", () => {
    expect(pickMessages(messages, ["help.searchLabel", "help.categories.account.title"])).toEqual({
      help: { searchLabel: "Search", categories: { account: { title: "Account" } } },
    });
  });

  it("skips paths that name nothing, and a namespace named twice is kept once", () => {
    expect(pickMessages(messages, ["nope", "common.nope", "common", "common"])).toEqual({ common: messages.common });
  });

  it("does not change the catalogue it picks from", () => {
    const before = structuredClone(messages);
    pickMessages(messages, ["help.searchLabel", "help"]);
    expect(messages).toEqual(before);
  });
});
