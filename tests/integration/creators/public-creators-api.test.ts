import { beforeAll, describe, expect, it } from "vitest";
import ht from "../../../messages/ht.json";
import { creatorPreviewVideos } from "@/server/db/schema";
import { createCreator } from "../support/factories";
import { composeTestEdges } from "../support/edge";
import { useTestDb } from "../support/test-db";

// Public routes, built by the edge composition on the test database; nobody is signed in.

const db = await useTestDb();
composeTestEdges(db);
const { GET: listRoute } = await import("@/app/api/public/creators/route");
const { GET: previewsRoute } = await import("@/app/api/public/creator-previews/[id]/route");

function list(query: string, headers: Record<string, string> = {}) {
  return listRoute(new Request(`http://lakou.test/api/public/creators${query}`, { headers }), { params: Promise.resolve({}) });
}
function previews(id: string) {
  return previewsRoute(new Request(`http://lakou.test/api/public/creator-previews/${id}`), { params: Promise.resolve({ id }) });
}

let creatorId: string;
beforeAll(async () => {
  creatorId = (await createCreator(db, { displayName: "Tanbou Lakay", category: "musician", priceUsdCents: 7_500 })).id;
  await createCreator(db, { displayName: "", handle: "san.non", category: "comedian", priceUsdCents: 2_000 });
  await db.insert(creatorPreviewVideos).values({
    creatorId,
    title: "Bòn fèt",
    occasion: "birthday",
    videoUrl: "/media/previews/clip-1.mp4",
    thumbnailUrl: "/media/previews/poster-01.svg",
    durationSeconds: 8,
  });
});

describe("GET /api/public/creators", () => {
  it("answers the page with the same parameters as browse", async () => {
    const response = await list("?category=musician&price=50-100&sort=priceAsc&search=tanbou&page=1&pageSize=12&verified=false");
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toMatchObject({ total: 1, page: 1, pageCount: 1 });
    expect(body.creators[0]).toMatchObject({ id: creatorId, name: "Tanbou Lakay", priceCents: 7_500, currency: "USD", rating: null });
  });

  it("carries the spec's creator-card fields beside ours, and lets shared caches keep the answer briefly", async () => {
    const response = await list("?category=musician");
    expect(response.headers.get("cache-control")).toBe("public, s-maxage=10, stale-while-revalidate=60");
    expect(response.headers.get("vary")).toBeNull();
    const body = await response.json();
    expect(body).toMatchObject({ total: 1, totalCapped: false });
    expect(body.creators[0]).toEqual({
      id: creatorId,
      name: "Tanbou Lakay",
      handle: expect.any(String),
      category: "musician",
      bio: "",
      image: null,
      priceCents: 7_500,
      currency: "USD",
      rating: null,
      reviews: 0,
      responseTimeHours: 24,
      verified: false,
      languages: ["ht", "en"],
      videoCount: 0,
      isAvailable: true,
      price: 75,
      responseTime: "24 hours",
      completedVideos: 0,
    });
  });

  it("varies with the reader's language when it names a nameless creator", async () => {
    const response = await list("?category=comedian");
    expect(response.headers.get("vary")).toBe("Accept-Language, Cookie");
  });

  it("treats empty parameters as absent and names a nameless creator in the reader's language", async () => {
    const response = await list("?search=&category=&price=0-50", { "accept-language": "fr-FR,fr;q=0.9" });
    const body = await response.json();
    expect(body.creators.map((c: { name: string }) => c.name)).toEqual(["Créateur"]);
  });

  it("refuses bad parameters with 422 and translated field errors", async () => {
    const response = await list("?category=wizard&price=cheap&sort=loud&page=-1&pageSize=100&verified=maybe&language=Kreyol");
    expect(response.status).toBe(422);
    const body = await response.json();
    expect(body.code).toBe("VALIDATION");
    expect(Object.keys(body.fieldErrors).sort()).toEqual(["category", "language", "page", "pageSize", "price", "sort", "verified"]);
    for (const message of Object.values(body.fieldErrors)) expect(message).toEqual(expect.any(String));
    expect(body.fieldErrors.pageSize).not.toMatch(/^validation\./);
  });

  it("refuses text the database cannot store with 422, not a server error", async () => {
    const response = await list("?search=kr%00eyol", { "accept-language": "ht" });
    expect(response.status).toBe(422);
    const body = await response.json();
    expect(body.code).toBe("VALIDATION");
    expect(body.fieldErrors).toEqual({ search: ht.validation.invalidCharacters });
  });
});

describe("GET /api/public/creator-previews/{id}", () => {
  it("answers the clips with the spec's field names", async () => {
    const response = await previews(creatorId);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual([
      {
        id: expect.any(String),
        title: "Bòn fèt",
        occasion: "birthday",
        thumbnail_url: "/media/previews/poster-01.svg",
        video_url: "/media/previews/clip-1.mp4",
        duration: 8,
      },
    ]);
  });

  it("answers 404 for an unknown creator", async () => {
    const response = await previews("nobody");
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ code: "NOT_FOUND" });
  });
});
