import type { AppLoadContext } from "react-router";
import { formatDateTime } from "#shared/local-time.ts";
import { performRollover, previewRollover } from "../../server/modules/school-year/rollover.ts";
import { lastRollover, undoRollover } from "../../server/modules/school-year/rollover-undo.ts";
import { runPortalAction } from "~/lib/portal-answer.server.ts";
import { requireCanPage } from "~/lib/staff.server.ts";

const SECTION = "/admin/dashboard/rollover";

/** The school year's rollover (issue 40, admins only): the preview of who graduates, and the last
 * rollover while it can be undone. */
export async function loadRollover(request: Request, context: AppLoadContext) {
  const actor = await requireCanPage(request, context, "staff");
  const { db, config } = context.services;
  const now = new Date();
  const [plan, last] = await Promise.all([
    previewRollover(db, actor, { timeZone: config.timeZone, now }),
    lastRollover(db, actor),
  ]);
  return {
    plan,
    last:
      last && last.undoableUntil > now
        ? {
            id: last.id,
            fromYear: last.fromYear,
            toYear: last.toYear,
            graduates: last.graduates,
            until: formatDateTime(last.undoableUntil, config.timeZone),
          }
        : null,
  };
}

/** Roll over, or undo the last rollover. Mastheads, author pages and bylines may change: every cached
 * page goes. */
export function rolloverAction(request: Request, context: AppLoadContext) {
  const { db } = context.services;
  return runPortalAction(
    request,
    context,
    {
      rollover: {
        changes: "everything",
        failure: "Could not roll over the school year",
        async run({ actor, form }) {
          const { plan } = await performRollover(db, actor, form);
          const n = plan.graduates.length;
          return {
            title: "School year rolled over",
            description: `${n === 1 ? "1 graduate is" : `${n} graduates are`} alumni now. You can undo it for 7 days.`,
          };
        },
      },
      "undo-rollover": {
        changes: "everything",
        failure: "Could not undo the rollover",
        async run({ actor, form }) {
          const { graduates } = await undoRollover(db, actor, form);
          return {
            title: "Rollover undone",
            description: `${graduates.length === 1 ? "1 person is" : `${graduates.length} people are`} back on the staff`,
          };
        },
      },
    },
    SECTION,
  );
}
