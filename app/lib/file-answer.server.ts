import { AUTHENTICATION_REQUIRED } from "#shared/texts.ts";
import { data } from "react-router";
import { answerHeaders, isDomainError } from "../../server/modules/errors.ts";

export const NO_STORE = { "Cache-Control": "no-store" };

export type FileFailure = { ok: false; title: string; error: string };

/** The JSON answer of a refused or failed file upload (an image, a Word document): a refusal the domain
 * explains, in its own words and status; anything else, logged and answered 500 with `fallback`. */
export function fileFailure(error: unknown, fallback: { title: string; error: string }, logLabel: string) {
  if (isDomainError(error)) {
    const headers = new Headers({ ...NO_STORE, ...answerHeaders(error) });
    // The rest of an oversized body goes unread: the client must not reuse this connection for its
    // next request (RFC 9112 §9.6).
    if (error.status === 413) headers.set("Connection", "close");
    const title = error.title ?? (error.status === 401 ? AUTHENTICATION_REQUIRED : fallback.title);
    return data<FileFailure>({ ok: false, title, error: error.message }, { status: error.status, headers });
  }
  console.error(logLabel, error);
  return data<FileFailure>({ ok: false, ...fallback }, { status: 500, headers: NO_STORE });
}
