import net, { type Socket } from "node:net";
import type { IncomingMessage, RequestListener, Server, ServerResponse } from "node:http";
import { SERVER_TIMEOUTS } from "./server-timeouts.ts";

/** How long a connection has to show its first request once the stop has begun, or from when it was
 * taken during the stop. A request its client had sent is in the kernel and is read at the next turn
 * of the event loop; a connection silent this long had sent none (a browser's spare connection). */
export const FIRST_REQUEST_GRACE_MS = 1_000;
/** Taking no new connection for this long, over at least one turn of the event loop, shows that the
 * kernel's queue (or, of several processes, the primary's) has been emptied. */
export const QUIET_MS = 10;
/** The longest the stop goes on taking connections as before while its queue does not empty. Node
 * takes one connection a turn, and under load a turn is a render: 16 renders queued took 2.4 s on a
 * busy 2-core machine here. A queue that is still not empty after this is an overload. */
export const TAKE_LIMIT_MS = 5_000;
/**
 * The longest a stop may take, after which the process exits anyway and says what it cut. A
 * connection taken in the stop's first moments may take the request timeout to send its request
 * (Node's check goes on during the stop), and a request's work once read is short or stops on
 * `services.shutdown` (an import): five seconds cover it, and the mail and the database after it.
 */
export const STOP_LIMIT_MS = TAKE_LIMIT_MS + SERVER_TIMEOUTS.requestTimeout + 5_000;

const RESTARTING = "The server is restarting. Please try again in a moment.\n";

type Connection = {
  socket: Socket;
  takenAt: number;
  /** Taken once the stop had stopped taking connections as before: its requests get 503. */
  late: boolean;
  requests: number;
  /** The last answer begun on it, and since when: the answers on a connection end in the order of its
   * requests, so once the last has ended, all have. Nothing is done per request while serving. */
  last: ServerResponse | null;
  lastAt: number;
  /** `socket.bytesRead` once its last request was read (taken, or its body read): anything more is a
   * request on its way. */
  readAtRest: number;
};

export type GracefulStop = {
  /** The server's request listener, behind the stop's rules: during the stop every answer carries
   * `Connection: close`, and a connection taken late gets 503. */
  admit(listener: RequestListener): RequestListener;
  /** Begins the stop; resolves once the port is closed and every connection answered and closed. */
  stop(): Promise<void>;
  /** What the stop still waits for, one phrase each, for the message when its limit is reached. */
  unfinished(): string[];
};

export type GracefulStopOptions = { firstRequestGraceMs?: number; quietMs?: number; takeLimitMs?: number };

function turnAway(res: ServerResponse): void {
  res.writeHead(503, {
    "Content-Type": "text/plain; charset=utf-8",
    "Cache-Control": "no-store",
    "Retry-After": "5",
    "X-Content-Type-Options": "nosniff",
  });
  res.end(RESTARTING);
}

/** After a turn of the event loop has read its sockets, so that a loop kept busy for `ms` does not
 * pass for a quiet one. */
function afterPolling(ms: number, then: () => void): void {
  setTimeout(() => setImmediate(then), ms);
}

/**
 * The stop of one server process, at the socket level (docs/operations.md, 'Stopping'). Node takes
 * one connection from the kernel's queue per turn of the event loop, so when the signal comes the
 * queue may hold connections whose requests have been sent: closing the port would reset them. So
 * the stop takes connections as before until the queue has been seen empty, then answers those it
 * takes 503; it closes the port once the connections it took as its own are answered and closed.
 * A connection that has sent nothing gets a short grace, an idle kept-alive one is closed at once.
 * Node's own `server.close()` is not used: it also stops the header and request timeouts.
 */
export function createGracefulStop(server: Server, options: GracefulStopOptions = {}): GracefulStop {
  const {
    firstRequestGraceMs = FIRST_REQUEST_GRACE_MS,
    quietMs = QUIET_MS,
    takeLimitMs = TAKE_LIMIT_MS,
  } = options;
  const connections = new Map<Socket, Connection>();
  let taken = 0;
  let phase: "serving" | "taking" | "turning away" | "closing" = "serving";
  let stopped: Promise<void> | null = null;
  let done = () => {};

  const answering = (c: Connection) => c.last !== null && !c.last.writableFinished;
  const atRest = (c: Connection) => !answering(c) && c.socket.bytesRead === c.readAtRest;

  const closePortOnceOwnAreDone = () => {
    if (phase !== "turning away") return;
    for (const c of connections.values()) if (!c.late) return;
    phase = "closing";
    net.Server.prototype.close.call(server, () => done());
  };

  /** A connection with nothing on its way is closed; one that has sent nothing yet gets its grace. */
  const settle = (c: Connection) => {
    if (!atRest(c)) return;
    if (c.requests > 0) c.socket.destroySoon();
    else
      afterPolling(Math.max(0, c.takenAt + firstRequestGraceMs - Date.now()), () => {
        if (c.requests === 0 && c.socket.bytesRead === 0) c.socket.destroy();
      });
  };

  server.on("connection", (socket: Socket) => {
    taken++;
    const c: Connection = {
      socket,
      takenAt: Date.now(),
      late: phase === "turning away" || phase === "closing",
      requests: 0,
      last: null,
      lastAt: 0,
      readAtRest: 0,
    };
    connections.set(socket, c);
    socket.once("close", () => {
      connections.delete(socket);
      closePortOnceOwnAreDone();
    });
    if (phase !== "serving") settle(c);
  });

  const watchTheQueue = (since: number) => {
    let seen = taken;
    afterPolling(quietMs, function check() {
      if (taken !== seen && Date.now() - since < takeLimitMs) {
        seen = taken;
        afterPolling(quietMs, check);
        return;
      }
      phase = "turning away";
      closePortOnceOwnAreDone();
    });
  };

  /** Once the stop has begun, the connection is settled again when an answer on it ends. */
  const watch = (c: Connection, res: ServerResponse) =>
    res.once("close", () => {
      c.readAtRest = c.socket.bytesRead;
      settle(c);
    });

  return {
    admit: (listener) => (req: IncomingMessage, res: ServerResponse) => {
      const c = connections.get(req.socket as Socket);
      if (c) {
        c.requests++;
        c.last = res;
        c.lastAt = Date.now();
        c.readAtRest = c.socket.bytesRead;
        // A body is read after the request is taken: where its reading ends is known at the answer's end.
        const bodiless = req.headers["content-length"] === undefined || req.headers["content-length"] === "0";
        if (phase !== "serving") watch(c, res);
        else if (!bodiless || req.headers["transfer-encoding"] !== undefined)
          res.once("close", () => (c.readAtRest = c.socket.bytesRead));
      }
      if (phase !== "serving") {
        res.shouldKeepAlive = false;
        if (c?.late) return turnAway(res);
      }
      listener(req, res);
    },

    stop() {
      if (stopped) return stopped;
      stopped = new Promise<void>((resolve) => (done = resolve));
      const began = Date.now();
      phase = "taking";
      for (const c of connections.values()) {
        c.takenAt = Math.max(c.takenAt, began);
        if (answering(c)) {
          if (!c.last!.headersSent) c.last!.shouldKeepAlive = false;
          watch(c, c.last!);
        }
        settle(c);
      }
      watchTheQueue(began);
      return stopped;
    },

    unfinished() {
      const now = Date.now();
      const answers: string[] = [];
      let receiving = 0;
      for (const c of connections.values()) {
        if (!answering(c)) receiving++;
        else {
          const { req } = c.last!;
          answers.push(`${req.method} ${req.url} (answering for ${((now - c.lastAt) / 1000).toFixed(1)} s)`);
        }
      }
      if (receiving > 0) answers.push(`${receiving} connection(s) still sending a request`);
      return answers.length > 0 ? answers : ["the closing of the port"];
    },
  };
}
