import type { AppLoadContext } from "react-router";
import { confirmImport, discardImport, listImports } from "../../server/modules/site-imports/manage.ts";
import { runPortalAction } from "~/lib/portal-answer.server.ts";
import { requireCanPage } from "~/lib/staff.server.ts";

export const IMPORT_PATH = "/admin/dashboard/import";

/** Settings → Import (issue 40, decision 0070): the imports made here, with their reports. */
export async function loadImports(request: Request, context: AppLoadContext) {
  const actor = await requireCanPage(request, context, "moveIn");
  return { imports: await listImports(context.services.db, actor) };
}

/** Start a checked import, or discard an upload. The import's job drops the cached pages as it writes. */
export function importAction(request: Request, context: AppLoadContext) {
  const { db, imports, config } = context.services;
  return runPortalAction(
    request,
    context,
    {
      confirm: {
        changes: null,
        failure: "Failed to start the import",
        async run({ actor, form }) {
          const started = await confirmImport(db, actor, form.id);
          return {
            title: "Import started",
            description: `${started.fileName} is being imported. You may leave this page: it goes on.`,
          };
        },
      },
      discard: {
        changes: null,
        failure: "Failed to discard the import",
        async run({ actor, form }) {
          const discarded = await discardImport(db, imports, config.dataDir, actor, form.id);
          return { title: "Import discarded", description: `${discarded.fileName} was removed.` };
        },
      },
    },
    IMPORT_PATH,
  );
}
