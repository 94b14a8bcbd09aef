import { describe, expect, it } from "vitest";
import { analyzeFrame, candidateCount, scoreFrame, spreadTimestamps } from "./thumbnail-scoring";

const frame = (width: number, height: number, paint: (x: number, y: number) => [number, number, number]) => {
  const data = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const [r, g, b] = paint(x, y);
      data.set([r, g, b, 255], (y * width + x) * 4);
    }
  return data;
};

describe("thumbnail scoring", () => {
  it("spreads candidates from 5% to 95% and makes twice the request, at most 10", () => {
    expect(spreadTimestamps(100, 3)).toEqual([5, 50, 95]);
    expect(spreadTimestamps(Infinity, 3)).toEqual([]);
    expect(candidateCount(3)).toBe(6);
    expect(candidateCount(6)).toBe(10);
  });

  it("flags black and white frames and scores them lowest", () => {
    const black = analyzeFrame(frame(8, 8, () => [5, 5, 5]), 8);
    const white = analyzeFrame(frame(8, 8, () => [250, 250, 250]), 8);
    expect(black).toMatchObject({ isBlackFrame: true, isWhiteFrame: false });
    expect(white).toMatchObject({ isBlackFrame: false, isWhiteFrame: true });
    expect(scoreFrame(black)).toBe(0);
  });

  it("prefers a lit, detailed, colourful frame to a flat grey one", () => {
    const grey = analyzeFrame(frame(16, 16, () => [128, 128, 128]), 16);
    const lively = analyzeFrame(frame(16, 16, (x, y) => ((x + y) % 2 ? [170, 120, 100] : [70, 110, 140])), 16);
    expect(scoreFrame(lively)).toBeGreaterThan(scoreFrame(grey));
    expect(scoreFrame(lively)).toBeGreaterThan(scoreFrame(grey) + 20);
  });
});
