import { afterAll, beforeAll } from "vitest";
import { createBroadcast, type Broadcast } from "../../server/db/broadcast.ts";
import { PAGE_CHANNEL } from "../../server/http/page-changes.ts";
import { member } from "./staff.ts";
import { createTestDatabase } from "./test-db.ts";

/** For a command run on PostgreSQL beside the running site (the imports): a database with an admin, made
 * before the describe's tests, and what the servers hear on the page channel. Call it in a describe. */
export function besideTheSite() {
  const site = { url: "", heard: [] as string[] };
  let handle: Awaited<ReturnType<typeof createTestDatabase>>;
  let broadcast: Broadcast;
  beforeAll(async () => {
    handle = await createTestDatabase("postgres");
    await member(handle.database.db, "admin");
    site.url = handle.url!;
    broadcast = await createBroadcast(handle.url!, PAGE_CHANNEL, (message) => site.heard.push(message));
  }, 60_000);
  afterAll(async () => {
    await broadcast?.close();
    await handle?.drop();
  });
  return site;
}
