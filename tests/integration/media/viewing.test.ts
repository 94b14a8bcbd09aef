import { Readable } from "node:stream";
import { beforeAll, describe, expect, it } from "vitest";
import type { Actor } from "@/server/auth/actor";
import { mediaResponse } from "@/server/http/media-response";
import { openMediaFile } from "@/server/services/media/open-media-file";
import { createShareLink, revokeShareLink } from "@/server/services/media/share-links";
import { createCreator, createUser } from "../support/factories";
import { useTestDb } from "../support/test-db";
import { createVideoRequest, uploadBytes, useScratchStorage } from "./support";

const db = await useTestDb();
const storage = useScratchStorage();

const VIDEO = Uint8Array.from([0, 0, 0, 0x18, 0x66, 0x74, 0x79, 0x70, 0x69, 0x73, 0x6f, 0x6d, 1, 2, 3, 4, 5, 6, 7, 8]);

describe("who may watch a video", () => {
  let creator: Actor;
  let fan: Actor;
  let otherFan: Actor;
  let admin: Actor;
  let mediaId: string;

  beforeAll(async () => {
    creator = await createCreator(db);
    fan = await createUser(db);
    otherFan = await createUser(db);
    admin = await createUser(db, { role: "admin", adminKind: "content_moderator" });
    const requestId = await createVideoRequest(db, { fanId: fan.id, creatorId: creator.id });
    ({ id: mediaId } = await uploadBytes(db, storage, creator, { kind: "request", requestId }, VIDEO));
  });

  const open = (actor: Actor | null, address: { mediaId: string } | { shareToken: string }, rangeHeader: string | null = null) =>
    openMediaFile({ db, storage, actor, address, file: "original", rangeHeader });

  const bytesOf = async (opened: Awaited<ReturnType<typeof open>>) => {
    if (opened.kind !== "file") throw new Error("expected a file");
    return Buffer.concat(await Readable.from(opened.stream).toArray());
  };

  it("serves the creator, the request's fan and an admin, with byte ranges", async () => {
    for (const actor of [creator, fan, admin]) expect((await bytesOf(await open(actor, { mediaId }))).length).toBe(20);
    const part = await open(fan, { mediaId }, "bytes=4-7");
    expect(part).toMatchObject({ kind: "file", range: { start: 4, end: 7 }, size: 20, contentType: "video/mp4" });
    expect((await bytesOf(part)).toString("latin1")).toBe("ftyp");
    expect(await open(fan, { mediaId }, "bytes=50-60")).toEqual({ kind: "unsatisfiable", size: 20 });
  });

  it("refuses another fan and a guest as if the video did not exist", async () => {
    for (const actor of [otherFan, null]) {
      await expect(open(actor, { mediaId })).rejects.toMatchObject({ code: "NOT_FOUND", messageKey: "uploads.errors.mediaNotFound" });
    }
  });

  it("refuses files outside the allowed names", async () => {
    await expect(
      openMediaFile({ db, storage, actor: creator, address: { mediaId }, file: "../../etc/passwd", rangeHeader: null }),
    ).rejects.toMatchObject({ code: "NOT_FOUND" });
  });

  it("downloads a delivered video under a readable name, creator-occasion-date.mp4", async () => {
    const opened = await openMediaFile({ db, storage, actor: fan, address: { mediaId }, file: "download.mp4", rangeHeader: null });
    expect(opened).toMatchObject({ kind: "file", downloadName: expect.stringMatching(/^[a-z0-9-]+-birthday-\d{4}-\d{2}-\d{2}\.mp4$/) });
    const response = mediaResponse(opened);
    expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="[a-z0-9-]+-birthday-\d{4}-\d{2}-\d{2}\.mp4"$/);
    await response.body?.cancel();
    // The stream itself (and its poster) carry no download name.
    expect(mediaResponse(await open(fan, { mediaId })).headers.get("content-disposition")).toBeNull();
  });

  it("opens to a guest through a share link until it is revoked", async () => {
    await expect(createShareLink({ db, actor: otherFan, input: { mediaId } })).rejects.toMatchObject({ code: "NOT_FOUND" });
    // Sharing is the fan's: the creator of the video may not turn it on.
    await expect(createShareLink({ db, actor: creator, input: { mediaId } })).rejects.toMatchObject({ code: "NOT_FOUND" });
    const link = await createShareLink({ db, actor: fan, input: { mediaId } });
    expect(link.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await bytesOf(await open(null, { shareToken: link.token }))).length).toBe(20);
    // A link can be revoked, and the video is the fan's: no browser keeps it, through the link or not.
    expect(mediaResponse(await open(null, { shareToken: link.token })).headers.get("cache-control")).toBe("private, no-store");
    expect(mediaResponse(await open(fan, { mediaId })).headers.get("cache-control")).toBe("private, no-store");
    await expect(open(null, { shareToken: `${link.token.slice(0, -1)}x` })).rejects.toMatchObject({ code: "NOT_FOUND" });

    await expect(revokeShareLink({ db, actor: otherFan, input: { linkId: link.id } })).rejects.toMatchObject({ code: "NOT_FOUND" });
    await revokeShareLink({ db, actor: fan, input: { linkId: link.id } });
    await expect(open(null, { shareToken: link.token })).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(open(otherFan, { shareToken: link.token })).rejects.toMatchObject({ code: "NOT_FOUND" });
  });
});
