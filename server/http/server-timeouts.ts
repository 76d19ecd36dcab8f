import type { ServerOptions } from "node:http";

/**
 * How long a client may take to send a request: its headers within 10 s, the whole request (body
 * included) within 25 s, checked every second, so that a client trickling bytes is cut off within
 * 26 s instead of holding a connection for minutes (Node's defaults: 60 s, 300 s, checked every 30 s).
 * An image upload of 5 MB needs about 1.7 Mbit/s to arrive in time.
 *
 * An idle kept-alive connection stays open 65 s (Node's default: 5 s), longer than the idle timeout of
 * common load balancers and proxies (60 s): otherwise the server closes a connection at the moment the
 * balancer, or a client whose timers run late, sends the next request on it, and that request fails
 * ('other side closed', a 502 from the balancer). Clients are told the timeout in `Keep-Alive`.
 */
export const SERVER_TIMEOUTS = {
  headersTimeout: 10_000,
  keepAliveTimeout: 65_000,
  requestTimeout: 25_000,
  connectionsCheckingInterval: 1_000,
} satisfies ServerOptions;
