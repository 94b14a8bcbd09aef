import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { authRateLimits, outboxEmails } from "@/server/db/schema";
import { enqueue, scheduleJob } from "@/server/jobs/enqueue";
import { startWorker } from "@/server/jobs/worker";
import { useJobRunner } from "../support/jobs";
import { useTestDatabase } from "../support/test-db";

const { db, url } = await useTestDatabase();
const jobs = await useJobRunner(url, db);
const mail = (to: string) => ({ to, subject: "Hello", text: "A test mail." });

async function outboxTo(to: string) {
  return db.select().from(outboxEmails).where(eq(outboxEmails.to, to));
}

describe("job queue (pg-boss in the app's database)", () => {
  it("writes a job in the caller's transaction: rolled back with it, kept when it commits", async () => {
    await expect(
      db.transaction(async (tx) => {
        await enqueue(tx, "mail.send", mail("rolled-back@example.test"));
        throw new Error("the change fails");
      }),
    ).rejects.toThrow("the change fails");
    const id = await db.transaction((tx) => enqueue(tx, "mail.send", mail("committed@example.test")));

    expect(await jobs.boss.getJobById("mail.send", id)).toMatchObject({ data: mail("committed@example.test") });
    expect(await jobs.runDue()).toBe(1);
    expect(await outboxTo("rolled-back@example.test")).toHaveLength(0);
    expect(await outboxTo("committed@example.test")).toHaveLength(1);
  });

  it("refuses a payload its job's schema rejects, and queues nothing", async () => {
    await expect(enqueue(db, "mail.send", { to: "not-an-address", subject: "x", text: "y" })).rejects.toThrow();
    // @ts-expect-error: the registry types each job's payload (a mail needs a subject and a text)
    await expect(enqueue(db, "mail.send", { to: "someone@example.test" })).rejects.toThrow();
    expect(await jobs.runDue()).toBe(0);
  });

  it("retries a failing job later, with backoff, and it succeeds once the cause is gone", async () => {
    const id = await enqueue(db, "mail.send", mail("retry@example.test"));
    await db.execute(sql`alter table outbox_emails rename to outbox_emails_away`);
    try {
      expect(await jobs.runDue()).toBe(1);
    } finally {
      await db.execute(sql`alter table outbox_emails_away rename to outbox_emails`);
    }
    const failed = await jobs.boss.getJobById("mail.send", id);
    expect(failed).toMatchObject({ state: "retry", retryBackoff: true });
    expect(failed!.startAfter.getTime()).toBeGreaterThan(Date.now() + 5_000);
    expect(await jobs.runDue()).toBe(0);

    await db.execute(sql`update pgboss.job set start_after = now() where id = ${id}`);
    expect(await jobs.runDue()).toBe(1);
    expect(await jobs.boss.getJobById("mail.send", id)).toMatchObject({ state: "completed", retryCount: 1 });
    expect(await outboxTo("retry@example.test")).toHaveLength(1);
  });

  it("schedules a job for a given time once per key", async () => {
    const at = new Date(Date.now() + 7 * 24 * 60 * 60 * 1000);
    const first = await scheduleJob(db, "mail.send", mail("later@example.test"), { at, key: "request-1" });
    const again = await scheduleJob(db, "mail.send", mail("later@example.test"), { at, key: "request-1" });
    const other = await scheduleJob(db, "mail.send", mail("later@example.test"), { at, key: "request-2" });

    expect(first).toBeTruthy();
    expect(again).toBeNull();
    expect(other).toBeTruthy();
    expect(other).not.toBe(first);
    const job = await jobs.boss.getJobById("mail.send", first!);
    expect(job).toMatchObject({ singletonKey: "request-1", state: "created" });
    expect(Math.abs(job!.startAfter.getTime() - at.getTime())).toBeLessThan(1000);
    expect(await jobs.runDue()).toBe(0);
  });

  it("the worker runs queued jobs by itself and schedules the hourly rate-limit purge", async () => {
    const worker = await startWorker(url, { pollingIntervalSeconds: 0.5 });
    try {
      await enqueue(db, "mail.send", mail("worker@example.test"));
      await expect.poll(() => outboxTo("worker@example.test"), { timeout: 10_000 }).toHaveLength(1);
      const schedules = await worker.boss.getSchedules();
      expect(schedules).toContainEqual(expect.objectContaining({ name: "auth.purgeRateLimits", cron: "0 * * * *" }));
    } finally {
      await worker.stop();
    }
  });

  it("a committed job wakes the worker at once, long before its next poll", async () => {
    const worker = await startWorker(url, { pollingIntervalSeconds: 300 });
    try {
      await db.transaction((tx) => enqueue(tx, "mail.send", mail("at-once@example.test")));
      await expect.poll(() => outboxTo("at-once@example.test"), { timeout: 10_000, interval: 50 }).toHaveLength(1);
    } finally {
      await worker.stop();
    }
  });
});

describe("the hourly clean-up job (auth.purgeRateLimits)", () => {
  it("runs as the auth.purgeRateLimits job", async () => {
    await db.insert(authRateLimits).values({
      key: "ip:203.0.113.9",
      windowStart: sql`now() - interval '1 day'`,
      expiresAt: sql`now() - interval '1 hour'`,
      attempts: 9,
    });
    await enqueue(db, "auth.purgeRateLimits", {});
    expect(await jobs.runDue()).toBe(1);
    expect(await db.select().from(authRateLimits).where(eq(authRateLimits.key, "ip:203.0.113.9"))).toHaveLength(0);
  });
});
