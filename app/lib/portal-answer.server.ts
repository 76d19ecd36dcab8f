import { data, type AppLoadContext } from "react-router";
import { failureToast, type PortalAnswer, type Toast } from "#shared/answer.ts";
import type { PageChange } from "../../server/http/page-changes.ts";
import type { SessionUser } from "../../server/modules/accounts/sessions.ts";
import { Invalid } from "../../server/modules/errors.ts";
import { failed, failure, NO_STORE, success } from "./answer.server.ts";
import { readForm } from "./form.server.ts";
import { requireStaff } from "./staff.server.ts";

/** What every operation is given: the signed-in staff member, the posted form and the request. */
export type PortalRun = {
  actor: SessionUser;
  form: Record<string, string>;
  request: Request;
  context: AppLoadContext;
};

export type PortalOperation = {
  /** The toast title of a failure, e.g. 'Failed to delete article'. */
  failure: string;
  /** The public pages the operation changes when it worked (decision 0016), or null when it changes
   * none that a cache keeps (a password, an image that nothing shows). */
  changes: PageChange | null;
  /** Does the work; answers the success toast, or the toast and what else the answer carries (a new
   * preview link, shown once). */
  run(args: PortalRun): Promise<Toast | { toast: Toast; more: Record<string, unknown> }>;
};

/** An operation of the JSON mode (the editor's fetch calls, the create forms): its answer's body, and
 * the public pages it changed as the domain names them (decision 0059), if any. */
export type PortalJsonOperation = {
  run(args: PortalRun): Promise<{ body: Record<string, unknown>; pages?: PageChange | null }>;
};

/** The JSON mode: every answer is JSON, a failure the one failure shape, logged as `failure` when it
 * is unexpected; `refusal` may answer a domain refusal its own way (the editor's 409 with theirs). */
export type JsonMode = {
  failure: string;
  refusal?: (error: unknown) => Response | ReturnType<typeof data> | null;
};

/** The post with no `intent` (an API client's or a plain create form's). */
export const NO_INTENT = "";

/** The form, the operation its `intent` names, and a runner that checks the staff session first. */
async function dispatch<O extends { run(args: PortalRun): Promise<unknown> }>(
  request: Request,
  context: AppLoadContext,
  operations: Record<string, O>,
) {
  const form = await readForm(request);
  const intent = form.intent ?? NO_INTENT;
  const operation = Object.hasOwn(operations, intent) ? operations[intent] : undefined;
  const run = async () => {
    const actor = await requireStaff(request, context);
    if (!operation) throw new Invalid("Unknown request");
    return (await operation.run({ actor, form, request, context })) as Awaited<ReturnType<O["run"]>>;
  };
  return { intent, operation, run };
}

/** A portal section's action: reads the form, checks the staff session, runs the operation its
 * `intent` names, says what public pages that operation changed, and answers with the toast (JSON for a
 * fetcher, a redirect with a flash for a plain form post: a successful post from an edit dialog goes
 * back to the list with the dialog closed). `section` is where a plain post goes when it has no page of
 * ours to return to. A failure keeps the status, message and fields of its domain error and the toast
 * title SPEC.md §8 gives it, else the operation's own; anything unexpected is logged and answered 500
 * with 'Please try again' rather than replacing the page with the error screen. */
export async function runPortalAction(
  request: Request,
  context: AppLoadContext,
  operations: Record<string, PortalOperation>,
  section: string,
) {
  const { intent, operation, run } = await dispatch(request, context, operations);
  try {
    const done = await run();
    const { toast, more } = "toast" in done ? done : { toast: done, more: {} };
    if (operation!.changes) context.pagesChanged(operation!.changes);
    return success<PortalAnswer>(request, context, {
      body: { ...more, ok: true, intent, toast },
      toast,
      back: { fallback: section, closeDialog: true },
    });
  } catch (error) {
    const title = operation?.failure ?? "Request failed";
    return failed(request, context, error, {
      unexpected: { log: title, error: "Please try again" },
      toast: ({ body }) => failureToast(body, title),
      back: { fallback: section },
      json: ({ body }, toast) => ({ ...body, intent, toast }),
    });
  }
}

/** The JSON mode of a portal action (the editor's fetch calls, the create forms): the same dispatch as
 * runPortalAction, but the operations answer their own bodies, the pages they changed are dropped, and
 * every answer is JSON. */
export async function runPortalJson(
  request: Request,
  context: AppLoadContext,
  operations: Record<string, PortalJsonOperation>,
  mode: JsonMode,
) {
  try {
    const { run } = await dispatch(request, context, operations);
    const { body, pages } = await run();
    if (pages) context.pagesChanged(pages);
    return data(body, { status: 200, headers: NO_STORE });
  } catch (error) {
    return mode.refusal?.(error) ?? failure(error, mode.failure);
  }
}
