import type { AppLoadContext } from "react-router";
import { importRedirectsCsv } from "../../server/modules/redirects/csv.ts";
import {
  addRedirect,
  listRedirects,
  removeRedirect,
  testRedirect,
} from "../../server/modules/redirects/manage.ts";
import { listOldAddresses } from "../../server/modules/redirects/old-addresses.ts";
import { manageListParams } from "~/lib/manage-list-params.ts";
import { runPortalAction } from "~/lib/portal-answer.server.ts";
import { requireCanPage } from "~/lib/staff.server.ts";

export const REDIRECTS_PATH = "/admin/dashboard/redirects";

/** Settings → Redirects (issue 40, decision 0069): every redirect with its hits, and a page of the
 * imported old addresses (`?q=`, `?page=`), for editors and admins. */
export async function loadRedirects(request: Request, context: AppLoadContext) {
  const actor = await requireCanPage(request, context, "redirects");
  const { db } = context.services;
  const { q, page } = manageListParams(new URL(request.url));
  const [redirects, old] = await Promise.all([
    listRedirects(db, actor),
    listOldAddresses(db, actor, { q, page }),
  ]);
  return { redirects, old, q };
}

/** Add, test, remove and import redirects. A change drops every shared value, the redirects read once per
 * process among them, and the cached pages ('everything'): redirects change rarely. */
export function redirectsAction(request: Request, context: AppLoadContext) {
  const { db } = context.services;
  const owns = (path: string) => context.ownsPath(path);
  return runPortalAction(
    request,
    context,
    {
      add: {
        changes: "everything",
        failure: "Failed to add the redirect",
        async run({ actor, form }) {
          const added = await addRedirect(db, actor, form, owns);
          return {
            title: "Redirect added",
            description: `${added.from} now leads to ${added.to} (${added.status}).`,
          };
        },
      },
      remove: {
        changes: "everything",
        failure: "Failed to remove the redirect",
        async run({ actor, form }) {
          const removed = await removeRedirect(db, actor, form.id);
          return { title: "Redirect removed", description: `${removed.from} no longer redirects.` };
        },
      },
      test: {
        changes: null,
        failure: "Failed to test the address",
        async run({ actor, form }) {
          const result = await testRedirect(db, actor, form, owns);
          return { toast: { title: "Address tested" }, more: { result } };
        },
      },
      csv: {
        changes: "everything",
        failure: "Failed to import the redirects",
        async run({ actor, form }) {
          const report = await importRedirectsCsv(db, actor, form, owns);
          const refused = report.refused.length ? `, ${report.refused.length} refused (see the report)` : "";
          return {
            toast: {
              title: "Redirects imported",
              description: `${report.added} added${refused}.`,
              variant: report.refused.length ? "destructive" : "default",
            },
            more: { report },
          };
        },
      },
    },
    REDIRECTS_PATH,
  );
}
