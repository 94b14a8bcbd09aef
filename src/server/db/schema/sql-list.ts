import { sql } from "drizzle-orm";

/** Renders constant values as a SQL list for check constraints: `'a','b'`. */
export const sqlList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v.replace(/'/g, "''")}'`).join(","));
