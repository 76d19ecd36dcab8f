import type { AppLoadContext } from "react-router";
import { failureToast, type PortalAnswer, type Toast } from "#shared/answer.ts";
import type { PageChange } from "../../server/http/page-changes.ts";
import type { SessionUser } from "../../server/modules/accounts/sessions.ts";
import { Invalid } from "../../server/modules/errors.ts";
import { failed, success } from "./answer.server.ts";
import { readForm } from "./form.server.ts";
import { requireStaff } from "./staff.server.ts";

export type PortalOperation = {
  /** The toast title of a failure, e.g. 'Failed to delete article'. */
  failure: string;
  /** The public pages the operation changes when it worked (decision 0016), or null when it changes
   * none that a cache keeps (a password, an image that nothing shows). */
  changes: PageChange | null;
  /** Does the work; answers the success toast, or the toast and what else the answer carries (a new
   * preview link, shown once). */
  run(args: {
    actor: SessionUser;
    form: Record<string, string>;
    request: Request;
    context: AppLoadContext;
  }): Promise<Toast | { toast: Toast; more: Record<string, unknown> }>;
};

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
  const form = await readForm(request);
  const intent = form.intent ?? "";
  const operation = Object.hasOwn(operations, intent) ? operations[intent] : undefined;
  try {
    const actor = await requireStaff(request, context);
    if (!operation) throw new Invalid("Unknown request");
    const done = await operation.run({ actor, form, request, context });
    const { toast, more } = "toast" in done ? done : { toast: done, more: {} };
    if (operation.changes) context.pagesChanged(operation.changes);
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
