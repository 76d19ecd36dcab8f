import { data } from "react-router";
import { isDatabaseUnavailable, unavailableReason } from "../../server/db/unavailable.ts";
import { OUTAGE_MESSAGE, RETRY_AFTER_SECONDS } from "../../server/http/outage.ts";
import { answerHeaders, isDomainError } from "../../server/modules/errors.ts";

export type ActionFailure = {
  ok: false;
  error: string;
  /** The toast title SPEC.md §8 gives this failure, when it gives one. */
  title?: string;
  fields?: Record<string, string>;
};

/** Turns a typed domain error into the action's answer (status, message and headers such as a 429's
 * Retry-After, which server/http/route-headers.ts carries to the response); a thrown Response (a 4xx
 * from readForm, say) goes on as it is; anything else is a bug and is rethrown so that it is logged and
 * answered with 500. */
export function failure(error: unknown) {
  if (isDomainError(error)) {
    return data<ActionFailure>(
      { ok: false, error: error.message, title: error.title, fields: error.fields },
      { status: error.status, headers: answerHeaders(error) },
    );
  }
  throw error;
}

/** For endpoints that fetchers call: like failure(), except that an unexpected error is logged and
 * answered as JSON, since a thrown error would replace the whole page with the error screen; a database
 * that cannot be reached is answered 503, as the edge answers pages then (server/http/outage.ts). */
export function fetcherFailure(error: unknown, what: string) {
  if (isDomainError(error) || error instanceof Response) return failure(error);
  if (isDatabaseUnavailable(error)) {
    console.error(`${what} failed: the database is unavailable (${unavailableReason(error)})`);
    return data<ActionFailure>(
      { ok: false, error: OUTAGE_MESSAGE },
      { status: 503, headers: { "Retry-After": String(RETRY_AFTER_SECONDS) } },
    );
  }
  console.error(`${what} failed`, error);
  return data<ActionFailure>(
    { ok: false, error: "Something went wrong. Please try again." },
    { status: 500 },
  );
}
