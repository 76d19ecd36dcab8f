import { data } from "react-router";
import { DomainError, RateLimited } from "../../server/modules/errors.ts";

export type ActionFailure = { ok: false; error: string; fields?: Record<string, string> };

/** Turns a typed domain error into the action's answer (status and message); anything else is a bug
 * and is rethrown so that it is logged and answered with 500. */
export function failure(error: unknown) {
  if (error instanceof DomainError) {
    const headers: HeadersInit =
      error instanceof RateLimited ? { "Retry-After": String(error.retryAfterSeconds) } : {};
    return data<ActionFailure>(
      { ok: false, error: error.message, fields: error.fields },
      { status: error.status, headers },
    );
  }
  throw error;
}
