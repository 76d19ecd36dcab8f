const NETWORK_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
]);
/** SQLSTATEs of a server that is shutting down, starting up or full. */
const UNAVAILABLE_STATES = new Set(["57P01", "57P02", "57P03", "53300"]);
const LOST = /connection terminated|timeout exceeded when trying to connect/i;

/** Whether an error says that the database could not be reached (rather than that a query was wrong):
 * network errors, connection exceptions (SQLSTATE class 08) and a server going down, through the
 * `cause` chain that drizzle wraps driver errors in. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (
    let e = error as { code?: unknown; message?: unknown; cause?: unknown } | null, depth = 0;
    e && depth < 5;
    depth++
  ) {
    const code = typeof e.code === "string" ? e.code : "";
    if (NETWORK_CODES.has(code) || UNAVAILABLE_STATES.has(code) || code.startsWith("08")) return true;
    if (typeof e.message === "string" && LOST.test(e.message)) return true;
    e = e.cause as typeof e;
  }
  return false;
}
