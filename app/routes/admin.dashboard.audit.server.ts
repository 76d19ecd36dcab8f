import type { AppLoadContext } from "react-router";
import { AUDIT_ACTIONS } from "../../server/modules/audit/actions.ts";
import { auditActors, readAuditLog, type AuditPage } from "../../server/modules/audit/queries.ts";
import { Forbidden, Invalid } from "../../server/modules/errors.ts";
import { requireStaffPage } from "~/lib/staff.server.ts";

const FILTERS = ["action", "actor", "from", "to", "after"] as const;

/** /admin/dashboard/audit: a page of the audit log under the filters of the query string (a GET form,
 * so it works without JavaScript). A filter that is not valid is said on the page, with no entries. */
export async function loadAuditLog(request: Request, context: AppLoadContext) {
  const user = await requireStaffPage(request, context);
  const { db, config } = context.services;
  const params = new URL(request.url).searchParams;
  const input = Object.fromEntries(FILTERS.map((name) => [name, params.get(name) ?? ""]));
  const actions = Object.entries(AUDIT_ACTIONS).map(([value, label]) => ({ value, label }));
  let page: AuditPage;
  let problem: string | null = null;
  const actors = await auditActors(db, user).catch((error: unknown) => {
    // Staff without the capability: the portal's 403 page.
    if (error instanceof Forbidden) throw new Response(error.message, { status: 403 });
    throw error;
  });
  try {
    page = await readAuditLog(db, user, input, config.timeZone);
  } catch (error) {
    if (!(error instanceof Invalid)) throw error;
    problem = error.message;
    page = { filters: {}, entries: [], next: null };
  }
  const { after: _after, ...typed } = input;
  return { ...page, typed, problem, actors, actions, continued: Boolean(input.after) };
}
