import pg from "pg";

export type Broadcast = {
  /** Reaches every process listening on the channel, this one included, with `message` (a short line,
   * empty by default). Best effort: while the listening connection is down nothing is sent (listeners
   * catch up when they reconnect). */
  publish(message?: string): void;
  close(): Promise<void>;
};

/**
 * One PostgreSQL LISTEN/NOTIFY channel between the app processes sharing a database. `onMessage` runs
 * for every notification, and once more after each reconnection, since notifications sent while the
 * connection was down are lost.
 */
export async function createBroadcast(
  connectionString: string,
  channel: string,
  onMessage: (message: string) => void,
  { reconnectMs = 5_000 } = {},
): Promise<Broadcast> {
  checkChannel(channel);
  let client: pg.Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString, connectionTimeoutMillis: 5000 });
    next.on("notification", (message) => {
      if (message.channel === channel) onMessage(message.payload ?? "");
    });
    next.on("error", (error) => {
      console.error(`The ${channel} channel lost its connection: ${error.message}`);
      drop(next);
    });
    next.on("end", () => drop(next));
    try {
      await next.connect();
      await next.query(`LISTEN ${channel}`);
    } catch (error) {
      console.error(`The ${channel} channel cannot listen: ${(error as Error).message}`);
      drop(next);
      return;
    }
    if (closed) return void next.end().catch(() => {});
    client = next;
  };

  const drop = (which: pg.Client) => {
    if (client === which) client = null;
    which.end().catch(() => {});
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      void connect().then(() => client && onMessage(""));
    }, reconnectMs);
    retry.unref();
  };

  await connect();
  return {
    publish(message = "") {
      client?.query("select pg_notify($1, $2)", [channel, message]).catch(() => {});
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      await client?.end().catch(() => {});
      client = null;
    },
  };
}

const checkChannel = (channel: string) => {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`Not a channel name: ${channel}`);
};

/** Sends `message` once on `channel` to every process listening there, from a process that does not
 * listen itself: a script that wrote to the database the servers share (the import, a restore). */
export async function announce(connectionString: string, channel: string, message = ""): Promise<void> {
  checkChannel(channel);
  const client = new pg.Client({ connectionString, connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    await client.query("select pg_notify($1, $2)", [channel, message]);
  } finally {
    await client.end();
  }
}
