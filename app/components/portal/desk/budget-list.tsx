import { LineFacts, LineLink, StatusTag, type DeskLine } from "./line-parts.tsx";

export type DeskGroup = { key: string; label: string; detail?: string; lines: DeskLine[] };

/** The list view: the lines under each day's, week's or print edition's heading, soonest first. */
export function BudgetList({ groups }: { groups: DeskGroup[] }) {
  return (
    <div className="mt-6 space-y-8">
      {groups.map((group) => (
        <section key={group.key || "none"} aria-labelledby={`group-${group.key || "none"}`}>
          <h3
            id={`group-${group.key || "none"}`}
            className="border-b-2 border-ink pb-1 font-serif text-xl font-bold"
          >
            {group.label}
          </h3>
          {group.detail && <p className="mt-1 text-sm text-muted">{group.detail}</p>}
          <ul className="divide-y divide-rule">
            {group.lines.map((line) => (
              <li key={line.id} className="grid gap-2 py-3 sm:grid-cols-[1fr_auto]">
                <div className="min-w-0">
                  <LineLink line={line} />
                  <LineFacts line={line} />
                </div>
                <div>
                  <StatusTag status={line.status} />
                </div>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
