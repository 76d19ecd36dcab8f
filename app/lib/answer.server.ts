import { data, redirect, type AppLoadContext } from "react-router";
import type { Failure, Toast } from "#shared/answer.ts";
import { AUTHENTICATION_REQUIRED } from "#shared/texts.ts";
import { isDatabaseUnavailable } from "../../server/db/unavailable.ts";
import { failureOf, type FailureAnswer, type Unexpected } from "../../server/http/failure.ts";
import { isDomainError } from "../../server/modules/errors.ts";

// The one place where actions and endpoints turn an outcome into an answer: JSON for a fetcher or an
// API client, a redirect back with a flash toast for a plain form post. The mapping of errors is
// server/http/failure.ts; the browser reads the answers with app/components/use-answer.ts.

/** How an endpoint's unexpected error is answered: logged as '<what> failed', and read as SPEC.md's
 * generic 'Something went wrong. Please try again.' */
export function unexpectedIn(what: string): Unexpected {
  return { log: `${what} failed`, error: "Something went wrong. Please try again." };
}

/** The JSON answer to a failure (status, headers such as Retry-After, `{ ok: false, error, title?,
 * fields? }`). Without `unexpected`, an error that is not a domain error is thrown on (logged, and
 * answered with the error screen); a thrown Response always is. */
export function failure(error: unknown, unexpected?: Unexpected | string) {
  const { status, headers, body } = failureOf(
    error,
    typeof unexpected === "string" ? unexpectedIn(unexpected) : unexpected,
  );
  return data<Failure>(body, { status, headers });
}

/** A browser's plain form post (a reader without JavaScript), rather than a fetcher or an API client,
 * which want JSON answers. */
export function isDocumentSubmission(request: Request): boolean {
  const mode = request.headers.get("Sec-Fetch-Mode");
  if (mode) return mode === "navigate";
  return request.headers.get("Accept")?.includes("text/html") ?? false;
}

/** Where a plain form post goes back to: the page it came from when that page is ours (else
 * `fallback`), without the `edit` parameter when the dialog it came from is done, then `hash`. */
export type Back = { fallback?: string; closeDialog?: boolean; hash?: string };

/** `path` as a Location header carries it: a fallback built from a route's parameter may hold any
 * character the request's path did, and a header takes only bytes (the URL parser escapes the rest). */
function headerSafe(path: string): string {
  const url = new URL(path, "http://local");
  return `${url.pathname}${url.search}${url.hash}`;
}

function backTo(request: Request, context: AppLoadContext, back: Back) {
  const { fallback = "/", hash = "" } = back;
  return headerSafe(ourPage(request, context, back) ?? `${fallback}${hash}`);
}

/** The page a plain form post came from, when it is ours. */
function ourPage(request: Request, context: AppLoadContext, { closeDialog, hash = "" }: Back) {
  try {
    const referer = new URL(request.headers.get("Referer") ?? "");
    const ours = [new URL(request.url).origin, new URL(context.services.config.publicUrl).origin];
    if (!ours.includes(referer.origin)) return null;
    if (closeDialog) referer.searchParams.delete("edit");
    return `${referer.pathname}${referer.search}${hash}`;
  } catch {
    return null;
  }
}

/** The answer to a plain form post: back to its page, with the outcome as a flash toast. */
export function backToPage(request: Request, context: AppLoadContext, toast: Toast | null, back: Back = {}) {
  if (toast) context.setFlash(toast);
  return redirect(backTo(request, context, back), 303);
}

/** What worked, answered either way: `body` to a fetcher, `toast` as a flash after a plain form post. */
export function success<T>(
  request: Request,
  context: AppLoadContext,
  { body, toast, back }: { body: T; toast: Toast | null; back?: Back },
) {
  if (isDocumentSubmission(request)) return backToPage(request, context, toast, back);
  return data(body);
}

export type FailureOptions = {
  unexpected: Unexpected;
  /** The toast of this failure: a flash after a plain form post. */
  toast: (failure: FailureAnswer) => Toast;
  back?: Back;
  /** The JSON answer, when it says more than the failure (a portal's intent and toast). */
  json?: (failure: FailureAnswer, toast: Toast) => Failure;
};

/** What failed, answered either way: JSON to a fetcher (failureOf's status, headers and body), or back
 * to the page with the toast as a flash. A plain form post that met a refusal (a Response: 415 or 400
 * from readForm) or a database that cannot be reached throws it on, to be answered with its own status
 * (the edge answers the latter 503 with its page). */
/** A failure a plain form post cannot be sent back from: a refusal's Response (415 or 400 from
 * readForm), or a database that cannot be reached (the edge answers 503 with its page). */
export const isUnanswerable = (error: unknown) => error instanceof Response || isDatabaseUnavailable(error);

export function failed(request: Request, context: AppLoadContext, error: unknown, options: FailureOptions) {
  const document = isDocumentSubmission(request);
  if (document && isUnanswerable(error)) throw error;
  const answer = failureOf(error, options.unexpected);
  const toast = options.toast(answer);
  if (document) return backToPage(request, context, toast, options.back);
  return data<Failure>(options.json?.(answer, toast) ?? answer.body, {
    status: answer.status,
    headers: answer.headers,
  });
}

export const NO_STORE = { "Cache-Control": "no-store" };

export type FileFailure = { ok: false; title: string; error: string };

/** The JSON answer of a refused or failed file upload (an image, a Word document): a refusal the domain
 * explains, in its own words and status, titled 'Authentication required' for a 401 and else `fallback`'s
 * title when the domain gives none; anything else, logged as `log` and answered 500 with `fallback`. */
export function fileFailure(error: unknown, fallback: { title: string; error: string }, log: string) {
  const answer = failureOf(error, { log, ...fallback });
  const headers = new Headers({ ...NO_STORE, ...answer.headers });
  // The rest of an oversized body goes unread: the client must not reuse this connection for its
  // next request (RFC 9112 §9.6).
  if (answer.status === 413) headers.set("Connection", "close");
  const title = answer.body.title ?? (answer.status === 401 ? AUTHENTICATION_REQUIRED : fallback.title);
  return data<FileFailure>({ ...answer.body, title }, { status: answer.status, headers });
}

/** The piece an edit dialog asks for, or null when it no longer exists (a 404 of the domain). */
export async function findForEdit<T>(find: () => Promise<T>): Promise<T | null> {
  try {
    return await find();
  } catch (error) {
    if (isDomainError(error) && error.status === 404) return null;
    throw error;
  }
}
