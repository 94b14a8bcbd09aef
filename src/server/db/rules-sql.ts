import { PUBLIC_APPROVAL_STATUSES } from "../../lib/creator-approval";
import { FLAGGED_CREATOR_ROLES, LISTED_CREATOR_ROLES } from "../../lib/creator-rule";
import { PRICE_BANDS } from "../../lib/price-bands";

/**
 * PostgreSQL functions generated from the TypeScript rules, so triggers and queries apply the same
 * definition as the code. A migration holds each generated text; tests/unit/rules-sql.test.ts fails
 * when the newest migration's text differs from what these generate (a rule changed without a
 * migration). Regenerate with: npx tsx -e 'import("./src/server/db/rules-sql.ts").then(m => console.log(m.rulesSql()))'
 */
const quote = (value: string) => `'${value.replaceAll("'", "''")}'`;
const list = (values: readonly string[]) => values.map(quote).join(", ");

export function listedCreatorSql(): string {
  return `CREATE OR REPLACE FUNCTION lakou_is_listed_creator(role text) RETURNS boolean
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT role IN (${list(LISTED_CREATOR_ROLES)}) $$;`;
}

export function canActAsCreatorSql(): string {
  return `CREATE OR REPLACE FUNCTION lakou_can_act_as_creator(role text, is_creator boolean) RETURNS boolean
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT lakou_is_listed_creator(role) OR (role IN (${list(FLAGGED_CREATOR_ROLES)}) AND is_creator) $$;`;
}

export function approvedCreatorSql(): string {
  return `CREATE OR REPLACE FUNCTION lakou_is_approved_creator(approval_status text) RETURNS boolean
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT approval_status IN (${list(PUBLIC_APPROVAL_STATUSES)}) $$;`;
}

export function priceBandSql(): string {
  const bounded = PRICE_BANDS.filter((band) => band.atMostUsdCents !== null)
    .map((band) => `WHEN cents <= ${band.atMostUsdCents} THEN ${quote(band.id)}`)
    .join(" ");
  const open = PRICE_BANDS.find((band) => band.atMostUsdCents === null);
  return `CREATE OR REPLACE FUNCTION lakou_price_band(cents integer) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT CASE ${bounded} ELSE ${open ? quote(open.id) : "NULL"} END $$;`;
}

/** The statements, in dependency order: what the regenerate command above prints. @public */
export function rulesSql(): string[] {
  return [listedCreatorSql(), canActAsCreatorSql(), approvedCreatorSql(), priceBandSql()];
}
