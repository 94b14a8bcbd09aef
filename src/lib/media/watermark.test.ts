import { describe, expect, it } from "vitest";
import { isWatermarkColor, WATERMARK_DEFAULTS, WATERMARK_PRESET_VALUES, watermarkIssues } from "./watermark";

const on = { ...WATERMARK_DEFAULTS, enabled: true, text: "@manno" };

describe("watermark rules", () => {
  it("has the spec's defaults and presets", () => {
    expect(WATERMARK_DEFAULTS).toMatchObject({ position: "bottom-right", fontSize: 24, opacity: 0.9, padding: 12, color: "#ffffff" });
    expect(WATERMARK_PRESET_VALUES.minimal).toEqual({ fontSize: 18, opacity: 0.7, padding: 8 });
    expect(WATERMARK_PRESET_VALUES.bold).toEqual({ fontSize: 32, opacity: 1, padding: 16 });
    expect(WATERMARK_PRESET_VALUES.subtle).toMatchObject({ fontSize: 16, opacity: 0.5, padding: 6, backgroundColor: "transparent" });
  });

  it("needs text only when enabled", () => {
    expect(watermarkIssues({ ...WATERMARK_DEFAULTS, text: "" })).toEqual([]);
    expect(watermarkIssues({ ...on, text: "  " })).toEqual(["textRequired"]);
    expect(watermarkIssues(on)).toEqual([]);
  });

  it("keeps sizes, opacity, padding and colours within their limits", () => {
    expect(watermarkIssues({ ...on, fontSize: 10 })).toEqual(["fontSize"]);
    expect(watermarkIssues({ ...on, fontSize: 74 })).toEqual(["fontSize"]);
    expect(watermarkIssues({ ...on, opacity: 1.2 })).toEqual(["opacity"]);
    expect(watermarkIssues({ ...on, padding: 51 })).toEqual(["padding"]);
    expect(watermarkIssues({ ...on, color: "white" })).toEqual(["color"]);
    expect(isWatermarkColor("#fff")).toBe(true);
    expect(isWatermarkColor("rgba(0, 0, 0, 0.7)")).toBe(true);
    expect(isWatermarkColor("rgb(300,0)")).toBe(false);
  });
});
