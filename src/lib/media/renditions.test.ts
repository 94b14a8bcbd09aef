import { describe, expect, it } from "vitest";
import { MEDIA_FILE_PATTERN, pictureSrcSet, pictureWidthOf } from "./renditions";

const ID = "0f8fad5b-d9cb-469f-a165-70867728950e";

describe("a picture's widths", () => {
  it("are offered as a srcset for an uploaded picture, and for nothing else", () => {
    expect(pictureSrcSet(`/api/media/${ID}/original`)).toBe(
      `/api/media/${ID}/w384.webp 384w, /api/media/${ID}/w640.webp 640w, /api/media/${ID}/w828.webp 828w, /api/media/${ID}/w1080.webp 1080w`,
    );
    for (const url of ["/media/posts/post-01.svg", `/api/media/${ID}/poster.jpg`, "https://example.com/cat.jpg"]) {
      expect(pictureSrcSet(url)).toBeUndefined();
    }
  });

  it("are the only webp files a media serves", () => {
    expect(["w384.webp", "w640.webp", "w828.webp", "w1080.webp"].map(pictureWidthOf)).toEqual([384, 640, 828, 1080]);
    expect(["w500.webp", "w640.webp.jpg", "xw640.webp", "original"].map(pictureWidthOf)).toEqual([null, null, null, null]);
    expect(["w640.webp", "original", "hls/720p/seg_001.ts"].every((file) => MEDIA_FILE_PATTERN.test(file))).toBe(true);
    expect(["w500.webp", "../w640.webp", "w640.webpx"].some((file) => MEDIA_FILE_PATTERN.test(file))).toBe(false);
  });
});
