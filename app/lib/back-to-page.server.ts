import { redirect, type AppLoadContext } from "react-router";
import type { Flash } from "../../server/load-context.ts";
import { isDatabaseUnavailable } from "../../server/db/unavailable.ts";
import { isDomainError } from "../../server/modules/errors.ts";

/** A browser's plain form post (a reader without JavaScript), rather than a fetcher or an API client,
 * which want JSON answers. */
export function isDocumentSubmission(request: Request): boolean {
  const mode = request.headers.get("Sec-Fetch-Mode");
  if (mode) return mode === "navigate";
  return request.headers.get("Accept")?.includes("text/html") ?? false;
}

/** The answer to a plain form post: back to the page the form was on when that page is ours (else home),
 * with the outcome as a flash toast. */
export function backToPage(
  request: Request,
  context: AppLoadContext,
  flash: Flash | null,
  hash = "",
): Response {
  if (flash) context.setFlash(flash);
  let to = "/";
  try {
    const referer = new URL(request.headers.get("Referer") ?? "");
    const ours = [new URL(request.url).origin, new URL(context.services.config.publicUrl).origin];
    if (ours.includes(referer.origin)) to = `${referer.pathname}${referer.search}`;
  } catch {
    // No Referer, or not a URL: the home page.
  }
  return redirect(`${to}${hash}`, 303);
}

/** A refusal (a Response: 415 or 400 from readForm) or a database that cannot be reached: failures
 * answered with their own status, not as a toast of the action that met them. */
export function answeredElsewhere(error: unknown): boolean {
  return error instanceof Response || isDatabaseUnavailable(error);
}

/** The flash toast for a failed plain form post: the domain error's message, or (for a bug, which is
 * logged) a generic one. A refusal (a Response: 415 or 400 from readForm) and a database that cannot be
 * reached are thrown on, to be answered with their own status (the edge answers the latter 503). */
export function failureFlash(error: unknown, title: string, what: string): Flash {
  if (answeredElsewhere(error)) throw error;
  if (isDomainError(error)) return { title, description: error.message, variant: "destructive" };
  console.error(`${what} failed`, error);
  return { title, description: "Something went wrong. Please try again.", variant: "destructive" };
}
