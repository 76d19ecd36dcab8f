import { data, type AppLoadContext } from "react-router";
import { staffPage } from "../../server/modules/school-year/staff-page.ts";

/** /staff and /staff/:year (issue 40): a school year's masthead. Cached like every public page; a
 * change on the People page or a rollover drops it. */
export async function loadStaffPage(context: AppLoadContext, year: string | undefined) {
  const { db, config } = context.services;
  const page = await staffPage(db, config.timeZone, year);
  if (!page) return data({ kind: "missing" as const }, { status: 404 });
  return { kind: "staff" as const, ...page };
}
