import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import type { Db } from "../../server/db/client.ts";
import * as schema from "../../server/db/schema.ts";
import type { Engine } from "./test-db.ts";

type Queryable = { query(sql: string, params?: unknown[]): Promise<{ rows: unknown[] }> };

/** The same database through a second drizzle instance that records every query it sends (`sent`
 * with its parameters). */
export function loggedDb(
  db: Db,
  engine: Engine,
): { db: Db; queries: string[]; sent: { query: string; params: unknown[] }[] } {
  const queries: string[] = [];
  const sent: { query: string; params: unknown[] }[] = [];
  const client = (db as unknown as { $client: never }).$client;
  const logger = {
    logQuery: (query: string, params: unknown[]) => {
      queries.push(query);
      sent.push({ query, params });
    },
  };
  const wrapped =
    engine === "postgres" ? drizzlePg(client, { schema, logger }) : drizzlePglite(client, { schema, logger });
  return { db: wrapped as unknown as Db, queries, sent };
}

/** The plan of the last query `logged` sent, explained with sequential scans (and with `noSort`, full
 * sorts) priced out: a plan that still has one has no index to use. */
export async function planOfLast(
  db: Db,
  logged: ReturnType<typeof loggedDb>,
  { noSort = false } = {},
): Promise<string> {
  const client = (db as unknown as { $client: Queryable }).$client;
  const { query, params } = logged.sent.at(-1)!;
  await client.query("set enable_seqscan = off");
  if (noSort) await client.query("set enable_sort = off");
  try {
    return JSON.stringify((await client.query(`explain ${query}`, params)).rows);
  } finally {
    await client.query("reset enable_seqscan");
    await client.query("reset enable_sort");
  }
}
