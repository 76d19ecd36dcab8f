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

type Failure = { code?: unknown; message?: unknown; cause?: unknown };

/** The error and the errors it wraps: drizzle wraps the driver's error, with the query, in its own. */
function chain(error: unknown): Failure[] {
  const links: Failure[] = [];
  for (let e = error; e && typeof e === "object" && links.length < 5; e = (e as Failure).cause) {
    links.push(e as Failure);
  }
  return links;
}

const unavailableCode = (code: unknown) =>
  typeof code === "string" &&
  (NETWORK_CODES.has(code) || UNAVAILABLE_STATES.has(code) || code.startsWith("08"));

/** Whether an error says that the database could not be reached (rather than that a query was wrong):
 * network errors, connection exceptions (SQLSTATE class 08) and a server going down. Only the driver's
 * own message is read, never drizzle's, which quotes the query's parameters (a reader's text). */
export function isDatabaseUnavailable(error: unknown): boolean {
  const links = chain(error);
  const root = links.at(-1)?.message;
  return links.some((e) => unavailableCode(e.code)) || (typeof root === "string" && LOST.test(root));
}

/** The driver's words for an outage, for the log: not drizzle's, which quote the query's parameters. */
export function unavailableReason(error: unknown): string {
  const root = chain(error).at(-1);
  return (typeof root?.message === "string" && root.message) || String(root?.code ?? "unknown error");
}
