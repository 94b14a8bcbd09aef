import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { approvedCreatorSql, canActAsCreatorSql, listedCreatorSql, priceBandSql } from "@/server/db/rules-sql";

/** Every statement of the committed migrations, in the order they apply. */
function migrationStatements(): string[] {
  const dir = path.resolve("drizzle");
  return readdirSync(dir)
    .filter((file) => file.endsWith(".sql"))
    .sort()
    .flatMap((file) => readFileSync(path.join(dir, file), "utf8").split("--> statement-breakpoint"))
    .map((statement) =>
      statement
        .split("\n")
        .filter((line) => !line.startsWith("--"))
        .join("\n")
        .trim(),
    );
}

/** The definition of `name` the database ends up with: the last migration statement creating it. */
function lastDefinition(name: string): string | undefined {
  return migrationStatements().findLast((statement) => statement.startsWith(`CREATE OR REPLACE FUNCTION ${name}(`));
}

describe("SQL functions generated from the TypeScript rules", () => {
  it.each([
    ["lakou_is_listed_creator", listedCreatorSql],
    ["lakou_can_act_as_creator", canActAsCreatorSql],
    ["lakou_is_approved_creator", approvedCreatorSql],
    ["lakou_price_band", priceBandSql],
  ])("%s in the newest migration is what the code generates (else add a migration)", (name, generate) => {
    expect(lastDefinition(name)).toBe(generate());
  });
});
