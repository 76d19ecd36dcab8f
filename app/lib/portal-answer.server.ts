import { data, redirect, type AppLoadContext } from "react-router";
import type { PageChange } from "../../server/http/page-changes.ts";
import type { Flash } from "../../server/load-context.ts";
import type { SessionUser } from "../../server/modules/accounts/sessions.ts";
import { answerHeaders, Invalid, isDomainError } from "../../server/modules/errors.ts";
import { isDocumentSubmission } from "./back-to-page.server.ts";
import { readForm } from "./form.server.ts";
import type { PortalAnswer } from "./portal-answer.ts";
import { requireStaff } from "./staff.server.ts";

/** The page a plain form post returns to: the one it was posted from (ours only), without the `edit`
 * parameter when the dialog it came from is done. */
function returnTo(request: Request, context: AppLoadContext, fallback: string, closeDialog: boolean) {
  try {
    const referer = new URL(request.headers.get("Referer") ?? "");
    const ours = [new URL(request.url).origin, new URL(context.services.config.publicUrl).origin];
    if (!ours.includes(referer.origin)) return fallback;
    if (closeDialog) referer.searchParams.delete("edit");
    return `${referer.pathname}${referer.search}`;
  } catch {
    return fallback;
  }
}

function answer(
  request: Request,
  context: AppLoadContext,
  body: PortalAnswer,
  {
    status,
    fallback,
    closeDialog,
    headers,
  }: { status: number; fallback: string; closeDialog: boolean; headers?: Record<string, string> },
) {
  if (isDocumentSubmission(request)) {
    context.setFlash(body.toast);
    return redirect(returnTo(request, context, fallback, closeDialog), 303);
  }
  return data(body, { status, headers });
}

/** A write that worked. `fallback` is the section's own URL; a plain form post from an edit dialog
 * goes back to the list with the dialog closed. */
function portalSuccess(
  request: Request,
  context: AppLoadContext,
  intent: string,
  toast: Flash,
  fallback: string,
) {
  return answer(request, context, { ok: true, intent, toast }, { status: 200, fallback, closeDialog: true });
}

/** A write that failed: a domain error keeps its status and message (and the toast title SPEC.md §8
 * gives it, such as 'Missing fields'), else the screen's own failure title; anything unexpected is
 * logged and answered 500 with 'Please try again' rather than replacing the page with the error screen. */
function portalFailure(
  request: Request,
  context: AppLoadContext,
  intent: string,
  error: unknown,
  title: string,
  fallback: string,
) {
  if (error instanceof Response) throw error;
  const known = isDomainError(error);
  if (!known) console.error(`${title}:`, error);
  const toast: Flash = {
    title: (known && error.title) || title,
    description: (known && error.message) || "Please try again",
    variant: "destructive",
  };
  return answer(
    request,
    context,
    { ok: false, intent, toast, fields: known ? error.fields : undefined },
    {
      status: known ? error.status : 500,
      fallback,
      closeDialog: false,
      headers: known ? answerHeaders(error) : undefined,
    },
  );
}

export type PortalOperation = {
  /** The toast title of a failure, e.g. 'Failed to delete article'. */
  failure: string;
  /** Does the work; answers the success toast. */
  run(args: {
    actor: SessionUser;
    form: Record<string, string>;
    request: Request;
    context: AppLoadContext;
  }): Promise<Flash>;
};

/** A portal section's action: reads the form, checks the staff session, runs the operation its
 * `intent` names, says what public pages it changed (`changes`), and answers with the toast (JSON for a
 * fetcher, a redirect with a flash for a plain form post). `section` is where a plain post goes when it
 * has no page of ours to return to. */
export async function runPortalAction(
  request: Request,
  context: AppLoadContext,
  operations: Record<string, PortalOperation>,
  section: string,
  changes: PageChange,
) {
  const form = await readForm(request);
  const intent = form.intent ?? "";
  const operation = Object.hasOwn(operations, intent) ? operations[intent] : undefined;
  try {
    const actor = await requireStaff(request, context);
    if (!operation) throw new Invalid("Unknown request");
    const toast = await operation.run({ actor, form, request, context });
    context.pagesChanged(changes);
    return portalSuccess(request, context, intent, toast, section);
  } catch (error) {
    return portalFailure(request, context, intent, error, operation?.failure ?? "Request failed", section);
  }
}
