import type { AppLoadContext } from "react-router";
import { loadHome } from "../../server/modules/desk/home.ts";
import {
  dismissYearStartNotice,
  yearStartNotice,
} from "../../server/modules/school-year/year-start-notice.ts";
import { runPortalAction } from "~/lib/portal-answer.server.ts";
import { orRefused, requireStaffPage } from "~/lib/staff.server.ts";

/** /admin/dashboard, where every sign-in lands (issue 38): the signed-in role's home screen, and for
 * admins the notice that the school year has begun without its rollover (issue 40). */
export async function loadHomePage(request: Request, context: AppLoadContext) {
  const actor = await requireStaffPage(request, context);
  const { db, config } = context.services;
  const [home, yearStart] = await Promise.all([
    orRefused(() => loadHome(db, actor, config.timeZone)),
    yearStartNotice(db, actor, { timeZone: config.timeZone }),
  ]);
  return { home, yearStart };
}

/** The home's one action: dismissing the year-start notice (it shows on no public page). */
export function homeAction(request: Request, context: AppLoadContext) {
  return runPortalAction(
    request,
    context,
    {
      "dismiss-year-start": {
        changes: null,
        failure: "Could not dismiss the notice",
        async run({ actor, form }) {
          await dismissYearStartNotice(context.services.db, actor, form);
          return { title: "Notice dismissed", description: "The rollover stays in Staff when you need it" };
        },
      },
    },
    "/admin/dashboard",
  );
}
