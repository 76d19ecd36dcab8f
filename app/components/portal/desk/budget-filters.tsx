import { Form, Link } from "react-router";
import { CATEGORIES } from "#shared/categories.ts";
import { ASSIGNMENT_STATUSES, ASSIGNMENT_STATUS_LABELS } from "#shared/desk.ts";
import type { BudgetView } from "#shared/schemas/desk.ts";
import { buttonClass } from "~/components/ui/button.tsx";
import { Select } from "~/components/ui/select.tsx";
import { DESK_PATH } from "./line-parts.tsx";

export type BudgetTyped = Partial<
  Record<"view" | "group" | "section" | "person" | "status" | "month", string>
>;

/** The budget's address with these choices (empty ones left out). */
export function budgetHref(typed: BudgetTyped, extra: BudgetTyped = {}) {
  const pairs = Object.entries({ ...typed, ...extra }).filter((p): p is [string, string] => Boolean(p[1]));
  return pairs.length ? `${DESK_PATH}?${new URLSearchParams(pairs)}` : DESK_PATH;
}

const VIEWS: [BudgetView, string][] = [
  ["list", "List"],
  ["board", "Board"],
  ["calendar", "Calendar"],
];
const all = (label: string) => [{ value: "", label }];

/** The three views as links, and the filters as a plain GET form: the address keeps them all. */
export function BudgetFilters({
  typed,
  staff,
}: {
  typed: BudgetTyped;
  staff: { id: string; name: string }[];
}) {
  const view = typed.view || "list";
  return (
    <div className="mt-6 space-y-4">
      <nav aria-label="Budget views">
        <ul className="flex flex-wrap gap-2">
          {VIEWS.map(([value, label]) => (
            <li key={value}>
              <Link
                to={budgetHref(typed, { view: value === "list" ? "" : value })}
                aria-current={view === value ? "page" : undefined}
                className="inline-flex min-h-11 items-center border border-ink/30 bg-white px-4 font-semibold hover:border-ink aria-[current=page]:border-ink aria-[current=page]:bg-ink aria-[current=page]:text-white"
              >
                {label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <Form
        method="get"
        action={DESK_PATH}
        aria-label="Filter the budget"
        className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5 lg:items-end"
      >
        {typed.view && <input type="hidden" name="view" value={typed.view} />}
        {typed.month && <input type="hidden" name="month" value={typed.month} />}
        <Select
          label="Section"
          name="section"
          defaultValue={typed.section ?? ""}
          options={[...all("All sections"), ...CATEGORIES.map((c) => ({ value: c, label: c }))]}
        />
        <Select
          label="Person"
          name="person"
          defaultValue={typed.person ?? ""}
          options={[...all("Everyone"), ...staff.map((s) => ({ value: s.id, label: s.name }))]}
        />
        <Select
          label="Status"
          name="status"
          defaultValue={typed.status ?? ""}
          options={[
            ...all("Every status"),
            ...ASSIGNMENT_STATUSES.map((s) => ({ value: s, label: ASSIGNMENT_STATUS_LABELS[s] })),
          ]}
        />
        <Select
          label="Group by"
          name="group"
          defaultValue={typed.group ?? "day"}
          options={[
            { value: "day", label: "Day" },
            { value: "week", label: "Week" },
            { value: "edition", label: "Edition" },
          ]}
        />
        <button type="submit" className={buttonClass("secondary")}>
          Show
        </button>
      </Form>
    </div>
  );
}
