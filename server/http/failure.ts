import type { Failure } from "#shared/answer.ts";
import { isDatabaseUnavailable, unavailableReason } from "../db/unavailable.ts";
import { isDomainError, type DomainError, type RateLimited } from "../modules/errors.ts";
import { OUTAGE_MESSAGE, RETRY_AFTER_SECONDS } from "./outage.ts";

/** The headers of the answer to a domain error: a refusal by a rate limit says when to try again. Read
 * by shape, like isDomainError, since the error may come from the other bundle's copy of errors.ts. */
function answerHeaders(error: DomainError): Record<string, string> {
  const retryAfter = (error as Partial<RateLimited>).retryAfterSeconds;
  return retryAfter ? { "Retry-After": String(retryAfter) } : {};
}

export type FailureAnswer = { status: number; headers: Record<string, string>; body: Failure };

/** How an unexpected error is answered: `log` is the line it is logged under, `error` (and `title`)
 * what the reader reads instead of the error. */
export type Unexpected = { log: string; error: string; title?: string };

/**
 * The one mapping of an error onto an answer, for every action and endpoint (app/lib/answer.server.ts
 * and the edge's own endpoints): a typed domain error keeps its status, message, toast title, fields and
 * headers (a 429's Retry-After). A thrown Response (a 4xx from readForm, say) goes on as it is. Given
 * `unexpected`, a database that cannot be reached is answered 503 with Retry-After, as the edge answers
 * pages then (server/http/outage.ts), and anything else is logged and answered 500; without it they are
 * thrown on, to the error screen.
 */
export function failureOf(error: unknown, unexpected?: Unexpected): FailureAnswer {
  if (isDomainError(error)) {
    const body: Failure = { ok: false, error: error.message };
    if (error.title) body.title = error.title;
    if (error.fields) body.fields = error.fields;
    return { status: error.status, headers: answerHeaders(error), body };
  }
  if (!unexpected || error instanceof Response) throw error;
  if (isDatabaseUnavailable(error)) {
    console.error(`${unexpected.log}: the database is unavailable (${unavailableReason(error)})`);
    return {
      status: 503,
      headers: { "Retry-After": String(RETRY_AFTER_SECONDS) },
      body: { ok: false, error: OUTAGE_MESSAGE },
    };
  }
  console.error(unexpected.log, error);
  const body: Failure = { ok: false, error: unexpected.error };
  if (unexpected.title) body.title = unexpected.title;
  return { status: 500, headers: {}, body };
}
