import { Link } from "react-router";
import type { Route } from "./+types/admin.dashboard.desk";
import { BudgetBoard } from "~/components/portal/desk/budget-board.tsx";
import { BudgetCalendar } from "~/components/portal/desk/budget-calendar.tsx";
import { BudgetFilters, budgetHref, type BudgetTyped } from "~/components/portal/desk/budget-filters.tsx";
import { BudgetList } from "~/components/portal/desk/budget-list.tsx";
import { MonthNav } from "~/components/portal/desk/month-nav.tsx";
import { buttonClass } from "~/components/ui/button.tsx";
import { privateMeta } from "~/lib/meta.ts";
import { deskAction, loadBudget } from "./admin.dashboard.desk.server.ts";

export const meta: Route.MetaFunction = ({ matches }) => privateMeta(matches, "Budget");

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadBudget(request, context);
}

export async function action({ request, context }: Route.ActionArgs) {
  return deskAction(request, context);
}

/** The story budget (issue 38): the month's assignments by publish date as a list, a board by status
 * or a calendar, filtered by section, person and status. */
export default function Budget({ loaderData }: Route.ComponentProps) {
  const { query, month, lines, more, problem, staff, mayAssign, groups, calendar } = loaderData;
  const typed = Object.fromEntries(
    Object.entries(query).filter(([, v]) => typeof v === "string"),
  ) as BudgetTyped;
  if (typed.view === "list") delete typed.view;
  if (typed.group === "day") delete typed.group;
  return (
    <section aria-labelledby="budget-heading" className="mx-auto max-w-7xl px-4 py-6 sm:px-6 lg:px-8 lg:py-8">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h1 id="budget-heading" className="font-serif text-3xl font-bold">
          Budget
        </h1>
        {mayAssign && (
          <Link to="/admin/dashboard/desk/new" className={buttonClass("primary")}>
            New assignment
          </Link>
        )}
      </div>
      <p className="mt-2 max-w-3xl text-muted">
        {mayAssign
          ? "Every story on the desk this month, by publish date, with those due this month, those in this month's print editions and those not yet dated. A story's draft moves it along by itself."
          : "The stories you are assigned this month, by publish date. Open one to start its draft."}
      </p>
      <BudgetFilters typed={typed} staff={staff} />
      <div role="status" className="mt-4">
        {problem ? (
          <p className="border-l-4 border-accent bg-white p-3">{problem}</p>
        ) : lines.length === 0 ? (
          <p className="text-muted">No stories match these filters this month.</p>
        ) : (
          <p className="text-sm text-muted">{`${lines.length}${more ? "+" : ""} ${lines.length === 1 && !more ? "story" : "stories"} shown`}</p>
        )}
      </div>
      {!problem && query.view !== "calendar" && (
        <div className="mt-6">
          <MonthNav month={month} hrefFor={(m) => budgetHref(typed, { month: m })} headingId="month-title" />
        </div>
      )}
      {!problem && query.view === "list" && lines.length > 0 && <BudgetList groups={groups} />}
      {!problem && query.view === "board" && <BudgetBoard lines={lines} mayMove={mayAssign} />}
      {!problem && query.view === "calendar" && (
        <BudgetCalendar weeks={calendar} month={month} hrefFor={(m) => budgetHref(typed, { month: m })} />
      )}
    </section>
  );
}
