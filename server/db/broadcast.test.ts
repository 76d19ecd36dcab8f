import pg from "pg";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestDatabase, postgresSkipReason } from "../../tests/helpers/test-db.ts";
import { announce, createBroadcast, type Broadcast } from "./broadcast.ts";

describe.skipIf(postgresSkipReason)("broadcast between processes [postgres]", () => {
  let handle: Awaited<ReturnType<typeof createTestDatabase>>;
  const open: Broadcast[] = [];
  beforeAll(async () => {
    handle = await createTestDatabase("postgres");
  }, 60_000);
  afterAll(async () => {
    await Promise.all(open.map((b) => b.close()));
    await handle?.drop();
  });
  const listen = async (onMessage: () => void) => {
    const broadcast = await createBroadcast(handle.url!, "page_cache", onMessage, { reconnectMs: 100 });
    open.push(broadcast);
    return broadcast;
  };

  it("reaches every listener on the database, the sender included", async () => {
    const [heardByA, heardByB] = [vi.fn(), vi.fn()];
    const a = await listen(heardByA);
    await listen(heardByB);
    a.publish();
    await vi.waitFor(() => expect(heardByB).toHaveBeenCalledTimes(1));
    await vi.waitFor(() => expect(heardByA).toHaveBeenCalledTimes(1));
  });

  it("reaches them from a script's one message, which does not listen", async () => {
    const heard = vi.fn();
    await listen(heard);
    await announce(handle.url!, "page_cache", "everything");
    await vi.waitFor(() => expect(heard).toHaveBeenCalledWith("everything"));
    await expect(announce(handle.url!, "page-cache")).rejects.toThrow("Not a channel name: page-cache");
  });

  it("listens again after its connection is cut, and counts the gap as a message", async () => {
    const heard = vi.fn();
    await listen(heard);
    const sender = await listen(() => {});
    const admin = new pg.Client({ connectionString: handle.url! });
    await admin.connect();
    await admin.query(
      "select pg_terminate_backend(pid) from pg_stat_activity where query = 'LISTEN page_cache' and pid <> pg_backend_pid()",
    );
    await admin.end();
    await vi.waitFor(() => expect(heard).toHaveBeenCalledTimes(1), { timeout: 5000 });
    await vi.waitFor(
      async () => {
        sender.publish();
        await new Promise((resolve) => setTimeout(resolve, 50));
        expect(heard.mock.calls.length).toBeGreaterThanOrEqual(2);
      },
      { timeout: 5000 },
    );
  });

  it("refuses a channel name that is not an identifier", async () => {
    await expect(createBroadcast(handle.url!, "x; drop table users", () => {})).rejects.toThrow(
      "Not a channel name",
    );
  });
});
