import { describe, expect, it } from "vitest";
import { deliveredVideoFileName } from "./player";

describe("deliveredVideoFileName", () => {
  it("names the file creator-occasion-date in plain lower-case ASCII", () => {
    expect(deliveredVideoFileName("Ti Wobè", "birthday", new Date("2026-11-25T18:30:00Z"))).toBe("ti-wobe-birthday-2026-11-25.mp4");
    expect(deliveredVideoFileName("Mèt Àlèz & Co.", "Fête des mères!", new Date("2026-05-31T00:00:00Z"))).toBe("met-alez-co-fete-des-meres-2026-05-31.mp4");
  });

  it("leaves out a part with nothing readable", () => {
    expect(deliveredVideoFileName("山田", "custom", new Date("2026-01-02T00:00:00Z"))).toBe("custom-2026-01-02.mp4");
  });
});
