import type { Db } from "../src/server/db";
import { seedDemoVideos } from "../src/server/db/seed/demo-videos";
import { getStorage } from "../src/server/storage";

/** Makes (or takes from the cache) the seeded demo videos and says what it did; run after the seed. */
export async function loadDemoVideos(db: Db) {
  const started = Date.now();
  const { made, media } = await seedDemoVideos(db, getStorage());
  if (media > 0) console.log(`Demo videos: ${media} in place, ${made} made now (${((Date.now() - started) / 1000).toFixed(1)} s).`);
}
