/**
 * One real PostgreSQL for the integration run: TEST_DATABASE_URL's server when set, otherwise an
 * embedded server in a fresh temporary folder. Migrations run once into a template database that
 * every test file clones (see test-db.ts), with pg-boss's schema and queues installed.
 */
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import postgres from "postgres";
import type { TestProject } from "vitest/node";
import { startEmbeddedPostgres } from "@/server/db/embedded";
import { runMigrations } from "@/server/db/migrate";
import { prepareJobQueue } from "@/server/jobs/queue";

declare module "vitest" {
  export interface ProvidedContext {
    pgServerUrl: string;
    pgTemplate: string;
  }
}

function withDatabase(url: string, name: string) {
  const next = new URL(url);
  next.pathname = `/${name}`;
  return next.toString();
}

export default async function setup(project: TestProject) {
  let serverUrl: string;
  let stopServer = async () => {};
  if (process.env.TEST_DATABASE_URL) {
    serverUrl = process.env.TEST_DATABASE_URL;
  } else {
    const dir = await mkdtemp(path.join(os.tmpdir(), "lakou-test-pg-"));
    const server = await startEmbeddedPostgres(dir);
    serverUrl = server.serverUrl;
    stopServer = async () => {
      await server.stop();
      await rm(dir, { recursive: true, force: true });
    };
  }

  const template = `lakou_tmpl_${process.pid}_${Date.now()}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database "${template}"`);
  await runMigrations(withDatabase(serverUrl, template));
  // The job queue's schema and queues, as every start prepares them.
  await prepareJobQueue(withDatabase(serverUrl, template));

  project.provide("pgServerUrl", serverUrl);
  project.provide("pgTemplate", template);

  return async () => {
    const leftovers = await admin<{ datname: string }[]>`
      select datname from pg_database where datname like ${`t\\_${process.pid}\\_%`} or datname = ${template}`;
    for (const { datname } of leftovers) await admin.unsafe(`drop database if exists "${datname}" with (force)`);
    await admin.end();
    await stopServer();
  };
}
