import { MonthNav, monthTitle } from "./month-nav.tsx";
import { LineLink, type DeskLine } from "./line-parts.tsx";

export type DeskDay = {
  day: string;
  inMonth: boolean;
  entries: { what: "due" | "publish"; line: DeskLine }[];
};

const WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];
const dayLabel = (day: string, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat("en-US", { ...options, timeZone: "UTC" }).format(new Date(`${day}T00:00:00Z`));
const WHAT = { due: "Draft due", publish: "Publish" } as const;

function Entries({ entries }: { entries: DeskDay["entries"] }) {
  return (
    <ul className="space-y-1 text-sm">
      {entries.map(({ what, line }) => (
        <li key={`${what}-${line.id}`}>
          <span className={`font-semibold ${what === "due" ? "text-accent" : "text-ink"}`}>
            {WHAT[what]}:
          </span>{" "}
          <LineLink line={line} className="font-normal" />
        </li>
      ))}
    </ul>
  );
}

/** The calendar view: the month's grid of weeks with each story on its due day and its publish day.
 * A phone gets the days that have something, as a list. */
export function BudgetCalendar({
  weeks,
  month,
  hrefFor,
}: {
  weeks: DeskDay[][];
  month: string;
  hrefFor: (month: string) => string;
}) {
  const title = monthTitle(month);
  const busy = weeks.flat().filter((d) => d.inMonth && d.entries.length);
  return (
    <section aria-labelledby="calendar-title" className="mt-6">
      <MonthNav month={month} hrefFor={hrefFor} headingId="calendar-title" />
      <ol className="mt-4 space-y-4 md:hidden" aria-label={`Days of ${title} with stories`}>
        {busy.length === 0 && <li className="text-muted">Nothing is due or published this month.</li>}
        {busy.map((d) => (
          <li key={d.day}>
            <h3 className="font-semibold">
              {dayLabel(d.day, { weekday: "long", month: "long", day: "numeric" })}
            </h3>
            <Entries entries={d.entries} />
          </li>
        ))}
      </ol>
      <table className="mt-4 hidden w-full table-fixed border-collapse md:table">
        <caption className="sr-only">{`${title}: drafts due and stories to publish, by day`}</caption>
        <thead>
          <tr>
            {WEEKDAYS.map((w) => (
              <th key={w} scope="col" className="border border-rule bg-paper p-1 text-left text-sm">
                {w}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week[0]!.day}>
              {week.map((d) => (
                <td
                  key={d.day}
                  className={`h-24 border border-rule p-1 align-top ${d.inMonth ? "bg-white" : "bg-paper text-muted"}`}
                >
                  <span className="text-sm font-semibold">{Number(d.day.slice(8))}</span>
                  <Entries entries={d.entries} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
