import os from "node:os";
import pg from "pg";

/**
 * The advisory lock by which the app's processes say that they use a PostgreSQL database (decision
 * 0054): each holds it shared, on a connection of its own, from before it migrates until it closes
 * the database; `npm run restore` takes it alone. PostgreSQL releases a lock with the connection that
 * held it, so a process killed outright (kill -9, a crash) leaves nothing behind.
 */
export const IN_USE_LOCK = 7_264_312;

/** How a holder is named to whoever the lock refuses: PostgreSQL shows it in pg_stat_activity. */
const HOLDER = `borderland (pid ${process.pid} on ${os.hostname()})`;

/** The lock is held by the processes named: nothing was done. */
export class DatabaseInUse extends Error {}

export type InUseLock = { release(): Promise<void> };

type Log = Pick<Console, "log" | "error">;

const connect = async (connectionString: string) => {
  const client = new pg.Client({ connectionString, application_name: HOLDER, connectionTimeoutMillis: 5000 });
  await client.connect();
  return client;
};

/**
 * Holds the lock shared until released. While a restore holds it, this waits for the restore to end
 * (and says so), so that no process migrates, seeds or serves a half-restored database. A connection
 * lost later is opened again, and the lock taken again, every `reconnectMs` until it works.
 */
export async function holdInUseLock(
  connectionString: string,
  { log = console as Log, reconnectMs = 5_000 } = {},
): Promise<InUseLock> {
  let client: pg.Client | null = null;
  let released = false;
  let retry: NodeJS.Timeout | undefined;

  const take = async () => {
    const next = await connect(connectionString);
    let holding = false;
    const lost = (reason: string) => {
      // A failure before the lock is held is take()'s, through its query.
      if (!holding || released) return;
      holding = false;
      client = null;
      next.end().catch(() => {});
      log.error(`The database's in-use lock lost its connection (${reason}): taking it again.`);
      again();
    };
    next.on("error", (error) => lost(error.message));
    next.on("end", () => lost("it ended"));
    // Known before the lock is held, so that a release ends a wait too.
    client = next;
    try {
      const { rows } = await next.query<{ held: boolean }>("select pg_try_advisory_lock_shared($1) as held", [
        IN_USE_LOCK,
      ]);
      if (!rows[0]!.held) {
        log.log("A restore is running on this database: waiting for it to finish.");
        await next.query("select pg_advisory_lock_shared($1)", [IN_USE_LOCK]);
      }
      holding = true;
    } catch (error) {
      if (client === next) client = null;
      await next.end().catch(() => {});
      throw error;
    }
  };

  const again = () => {
    if (released || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      take().catch((error: Error) => {
        if (released) return;
        log.error(`The database's in-use lock could not be taken again (${error.message}).`);
        again();
      });
    }, reconnectMs);
    retry.unref();
  };

  await take();
  return {
    async release() {
      released = true;
      clearTimeout(retry);
      const last = client;
      client = null;
      await last?.end().catch(() => {});
    },
  };
}

/**
 * Takes the lock alone, for a restore, until released; throws DatabaseInUse, naming the processes
 * that hold it, while any does.
 */
export async function takeInUseLockAlone(connectionString: string): Promise<InUseLock> {
  const client = await connect(connectionString);
  // A connection lost mid-way fails the restore through its own queries.
  client.on("error", () => {});
  try {
    for (;;) {
      const { rows } = await client.query<{ held: boolean }>("select pg_try_advisory_lock($1) as held", [
        IN_USE_LOCK,
      ]);
      if (rows[0]!.held) break;
      // A holder may have let go between the two queries: then try again.
      const holders = await holdersOf(client);
      if (holders.length) throw new DatabaseInUse(describeHolders(holders));
    }
  } catch (error) {
    await client.end().catch(() => {});
    throw error;
  }
  return { release: () => client.end() };
}

type Holder = { name: string; alone: boolean };

/** Who holds the lock on this database, as PostgreSQL lists them (a bigint key is split in two). */
async function holdersOf(client: pg.Client): Promise<Holder[]> {
  const { rows } = await client.query<Holder>(
    `select coalesce(nullif(a.application_name, ''), 'a process, pid ' || l.pid || ' in PostgreSQL') as name,
            l.mode = 'ExclusiveLock' as alone
       from pg_locks l left join pg_stat_activity a on a.pid = l.pid
      where l.locktype = 'advisory' and l.granted and l.objsubid = 1
        and l.classid = ($1::bigint >> 32)::oid and l.objid = ($1::bigint & 4294967295)::oid
        and l.database = (select oid from pg_database where datname = current_database())
      order by 1`,
    [IN_USE_LOCK],
  );
  return rows;
}

function describeHolders(holders: Holder[]): string {
  const names = holders.map((h) => h.name).join(", ");
  if (holders.some((h) => h.alone)) return `Another restore is running on this database: ${names}.`;
  const count =
    holders.length === 1 ? "A process of the site is" : `${holders.length} processes of the site are`;
  return `${count} using this database: ${names}. Stop the site first, or run again with --while-running (docs/operations.md says what that costs).`;
}
