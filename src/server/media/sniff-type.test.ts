import { describe, expect, it } from "vitest";
import { sniffMimeType } from "./sniff-type";

const bytes = (...parts: (number[] | string)[]) =>
  Uint8Array.from(parts.flatMap((p) => (typeof p === "string" ? [...p].map((c) => c.charCodeAt(0)) : p)));

describe("sniffMimeType", () => {
  it("recognises each accepted type by its magic number", () => {
    expect(sniffMimeType(bytes([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x82, 0x84], "webm"))).toBe("video/webm");
    expect(sniffMimeType(bytes([0, 0, 0, 0x20], "ftypisom", [0, 0, 2, 0]))).toBe("video/mp4");
    expect(sniffMimeType(bytes([0, 0, 0, 0x14], "ftypqt  ", [0, 0, 0, 0]))).toBe("video/quicktime");
    expect(sniffMimeType(bytes([0, 0, 0, 8], "wide", [0, 0, 0, 0]))).toBe("video/quicktime");
    expect(sniffMimeType(bytes([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]))).toBe("image/jpeg");
    expect(sniffMimeType(bytes([0x89], "PNG", [0x0d, 0x0a, 0x1a, 0x0a, 0, 0]))).toBe("image/png");
    expect(sniffMimeType(bytes("RIFF", [0, 0, 0, 0], "WEBPVP8 "))).toBe("image/webp");
  });

  it("refuses other files, whatever they claim to be", () => {
    expect(sniffMimeType(bytes("hello, I am a text file pretending to be a video"))).toBeNull();
    expect(sniffMimeType(bytes([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x82, 0x88], "matroska"))).toBeNull();
    expect(sniffMimeType(bytes("RIFF", [0, 0, 0, 0], "WAVEfmt "))).toBeNull();
    expect(sniffMimeType(new Uint8Array())).toBeNull();
  });
});
