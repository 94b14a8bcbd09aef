import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { HOLD_BACK_DAYS } from "@/lib/earnings/rules";
import { testClock } from "@/server/db/schema";
import { readCreatorBalances } from "@/server/services/earnings/balances";
import { serverNow } from "@/server/test-clock";
import { DAY, deliveredVideo } from "../earnings/support";
import { createCreator } from "../support/factories";
import { useTestDb } from "../support/test-db";

const db = await useTestDb();
afterEach(() => db.delete(testClock).where(eq(testClock.id, true)));
const moveClock = (seconds: number) =>
  db.insert(testClock).values({ offsetSeconds: seconds }).onConflictDoUpdate({ target: testClock.id, set: { offsetSeconds: seconds } });

describe("the test clock", () => {
  it("moves the server's time forward only in the offline test mode (PAYMENTS_MODE=test)", async () => {
    const days = (HOLD_BACK_DAYS + 1) * DAY;
    await moveClock(days / 1000);
    const testMode = await serverNow(db, { PAYMENTS_MODE: "test" });
    expect(testMode.getTime() - Date.now()).toBeGreaterThan(days - 60_000);
    // Without PAYMENTS_MODE=test (a server with real providers) the row is never read.
    for (const vars of [{}, { PAYMENTS_MODE: undefined }]) {
      expect(Math.abs((await serverNow(db, vars)).getTime() - Date.now())).toBeLessThan(60_000);
    }

    // On the moved clock the hold-back has passed: the earning is available.
    const creator = await createCreator(db);
    await deliveredVideo(db, creator, 15000);
    expect((await readCreatorBalances(db, creator.id))[0]).toMatchObject({ pending: 12000, available: 0 });
    expect((await readCreatorBalances(db, creator.id, testMode))[0]).toMatchObject({ pending: 0, available: 12000 });
  });

  it("cannot run backwards", async () => {
    await expect(moveClock(-60)).rejects.toThrow();
  });
});
