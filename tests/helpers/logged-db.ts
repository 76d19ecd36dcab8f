import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import type { Db } from "../../server/db/client.ts";
import * as schema from "../../server/db/schema.ts";
import type { Engine } from "./test-db.ts";

/** The same database through a second drizzle instance that records every query it sends. */
export function loggedDb(db: Db, engine: Engine): { db: Db; queries: string[] } {
  const queries: string[] = [];
  const client = (db as unknown as { $client: never }).$client;
  const logger = { logQuery: (query: string) => void queries.push(query) };
  const wrapped =
    engine === "postgres" ? drizzlePg(client, { schema, logger }) : drizzlePglite(client, { schema, logger });
  return { db: wrapped as unknown as Db, queries };
}
