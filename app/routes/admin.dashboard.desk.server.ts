import type { AppLoadContext } from "react-router";
import { can } from "#shared/roles.ts";
import { Invalid, isDomainError } from "../../server/modules/errors.ts";
import {
  createAssignment,
  getAssignment,
  moveAssignment,
  spikeAssignment,
  unspikeAssignment,
  updateAssignment,
} from "../../server/modules/desk/assignments.ts";
import { listBudget } from "../../server/modules/desk/budget.ts";
import { startDraft } from "../../server/modules/desk/draft.ts";
import { editionChoices } from "../../server/modules/desk/editions.ts";
import { calendarOf, groupLines } from "../../server/modules/desk/grouping.ts";
import { DESK_PATH } from "../../server/modules/desk/links.ts";
import { listStaffChoices } from "../../server/modules/desk/people.ts";
import { runPortalAction, type PortalOperation } from "~/lib/portal-answer.server.ts";
import { orRefused, requireCanPage, requireStaffPage } from "~/lib/staff.server.ts";

/** The story budget (issue 38): its three views under the query string's filters (a plain GET form),
 * an assignment's page and its form. Routes stay thin: server/modules/desk holds the rules. */

const clockOf = (context: AppLoadContext) => ({ timeZone: context.services.config.timeZone });

/** /admin/dashboard/desk: the month's lines, grouped for the list, by status for the board, on a
 * month's grid for the calendar. A filter that is not valid is said on the page, with no lines. */
export async function loadBudget(request: Request, context: AppLoadContext) {
  const actor = await requireStaffPage(request, context);
  const { db } = context.services;
  const clock = clockOf(context);
  const input = Object.fromEntries(new URL(request.url).searchParams);
  const staff = await listStaffChoices(db, actor);
  const mayAssign = can(actor.role, "assign");
  try {
    const budget = await listBudget(db, actor, input, clock);
    return {
      ...budget,
      problem: null,
      staff,
      mayAssign,
      groups: groupLines(budget.lines, budget.query.group, clock.timeZone),
      calendar:
        budget.query.view === "calendar" ? calendarOf(budget.lines, budget.month, clock.timeZone) : [],
    };
  } catch (error) {
    if (!(error instanceof Invalid)) throw error;
    const query = { view: "list", group: "day" } as const;
    return {
      query,
      month: "",
      lines: [],
      more: false,
      problem: error.message,
      staff,
      mayAssign,
      groups: [],
      calendar: [],
    };
  }
}

/** /admin/dashboard/desk/:id: one assignment for an editor or a person on it; its form's choices (staff,
 * print editions) for an editor. */
export async function loadAssignment(request: Request, context: AppLoadContext, id: string | undefined) {
  const actor = await requireStaffPage(request, context);
  const { db } = context.services;
  const assignment = await orRefused(() => getAssignment(db, actor, id)).catch((error: unknown) => {
    if (isDomainError(error) && error.status === 404) throw new Response(error.message, { status: 404 });
    throw error;
  });
  const mayAssign = can(actor.role, "assign");
  return {
    assignment,
    mayAssign,
    mayStartDraft: mayAssign || assignment.people.some((p) => p.userId === actor.id && p.role === "writer"),
    staff: mayAssign ? await listStaffChoices(db, actor) : [],
    editions: mayAssign ? await editionChoices(db, actor, assignment.editionId) : [],
  };
}

/** /admin/dashboard/desk/new: the form's choices, for editors. */
export async function loadNewAssignment(request: Request, context: AppLoadContext) {
  const actor = await requireCanPage(request, context, "assign");
  const { db } = context.services;
  return { staff: await listStaffChoices(db, actor), editions: await editionChoices(db, actor) };
}

/** Every desk action, whichever of its pages posts it. */
export function deskAction(request: Request, context: AppLoadContext) {
  const { db } = context.services;
  const clock = clockOf(context);
  const operation = (failure: string, run: PortalOperation["run"]): PortalOperation => ({
    changes: null,
    failure,
    run,
  });
  return runPortalAction(
    request,
    context,
    {
      create: operation("Could not make the assignment", async ({ actor, form }) => {
        const row = await createAssignment(db, actor, form, clock);
        return {
          toast: { title: "Assignment made", description: `${row.headline} is on the budget.` },
          more: { id: row.id },
        };
      }),
      update: operation("Could not save the assignment", async ({ actor, form }) => {
        const row = await updateAssignment(db, actor, form.id, form, clock);
        return { title: "Assignment saved", description: `${row.headline} is saved.` };
      }),
      move: operation("Could not move the story", async ({ actor, form }) => {
        const row = await moveAssignment(db, actor, form.id, form);
        return {
          toast: { title: "Story moved", description: `${row.headline} moved.` },
          more: { status: row.status },
        };
      }),
      spike: operation("Could not spike the story", async ({ actor, form }) => {
        const row = await spikeAssignment(db, actor, form.id, form);
        return { title: "Story spiked", description: `${row.headline} is spiked; its history is kept.` };
      }),
      unspike: operation("Could not bring the story back", async ({ actor, form }) => {
        const row = await unspikeAssignment(db, actor, form.id);
        return { title: "Story back on the budget", description: `${row.headline} is ${row.status} again.` };
      }),
      "start-draft": operation("Could not start the draft", async ({ actor, form }) => {
        const { articleId } = await startDraft(db, actor, form.id);
        return {
          toast: { title: "Draft started", description: "Its status now follows the draft." },
          more: { articleId },
        };
      }),
    },
    DESK_PATH,
  );
}
