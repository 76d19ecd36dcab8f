import type { HttpBindings } from "@hono/node-server";
import type { Context } from "hono";

/**
 * Aborted when the client's connection closes before its answer is complete (never, outside Node's
 * HTTP server). `request.signal` should say the same, but undici lets a Request's signal go once an
 * intermediate Request it follows is garbage collected (nodejs/node#55428), and the edge (body limits,
 * proxy headers) and React Router each make some: a long action, a Word import, never heard that its
 * client had left. This one comes from the Node response itself.
 */
export function clientGone(c: Context): AbortSignal {
  const gone = new AbortController();
  const outgoing = (c.env as Partial<HttpBindings> | undefined)?.outgoing;
  if (!outgoing || outgoing.writableFinished) return gone.signal;
  const leave = () => {
    if (!outgoing.writableFinished) gone.abort(new Error("The client closed the connection."));
  };
  if (outgoing.socket?.destroyed ?? true) leave();
  else outgoing.once("close", leave);
  return gone.signal;
}
