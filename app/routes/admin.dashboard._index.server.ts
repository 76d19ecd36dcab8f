import type { AppLoadContext } from "react-router";
import { loadHome } from "../../server/modules/desk/home.ts";
import { orRefused, requireStaffPage } from "~/lib/staff.server.ts";

/** /admin/dashboard, where every sign-in lands (issue 38): the signed-in role's home screen. */
export async function loadHomePage(request: Request, context: AppLoadContext) {
  const actor = await requireStaffPage(request, context);
  const { db, config } = context.services;
  return { home: await orRefused(() => loadHome(db, actor, config.timeZone)) };
}
