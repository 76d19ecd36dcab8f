import type { AppLoadContext } from "react-router";
import { editionHistory, restoreEditionRevision } from "../../server/modules/print/revisions.ts";
import { runPortalJson } from "~/lib/portal-answer.server.ts";

/**
 * POST /admin/print-editions/history (decision 0079), for the portal's Print editions: `intent=revisions`
 * and `id` answer `{ ok, revisions }`, the edition's revisions newest first with what each held;
 * `intent=restore`, `id` and `revisionId` make that revision's metadata the edition's again (a new
 * revision, in the audit log) and drop the pages that show editions ("content").
 */
export function editionHistoryAction(request: Request, context: AppLoadContext) {
  const { db, storage } = context.services;
  return runPortalJson(
    request,
    context,
    {
      revisions: {
        async run({ actor, form }) {
          return { body: { ok: true, revisions: await editionHistory(db, storage, actor, form.id) } };
        },
      },
      restore: {
        async run({ actor, form }) {
          const edition = await restoreEditionRevision(db, actor, form);
          return { body: { ok: true, id: edition.id }, pages: "content" };
        },
      },
    },
    { failure: "Edition history" },
  );
}
