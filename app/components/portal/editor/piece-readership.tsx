import { formatShortDate } from "#shared/dates.ts";
import { SettingsCard } from "~/components/portal/settings/card.tsx";

export type DayViews = { day: string; views: number };

/** A publication day (YYYY-MM-DD) as 'Nov 29, 2026'. */
const dayLabel = (day: string) => formatShortDate(`${day}T12:00:00Z`, "UTC");

/**
 * A piece's readership on its editor page (decision 0048): its views on each of the last 30 days, as
 * bars for the eye and as a table for everyone (the bars are hidden from assistive technology; the
 * sentence and the table say the same).
 */
export function PieceReadership({ days, published }: { days: readonly DayViews[]; published: boolean }) {
  const total = days.reduce((sum, d) => sum + d.views, 0);
  const most = Math.max(1, ...days.map((d) => d.views));
  const first = days[0]?.day ?? "";
  const last = days.at(-1)?.day ?? "";
  return (
    <SettingsCard
      id="readership"
      title="Readership"
      description="Views on each of the last 30 days, counted without cookies or any record of the reader."
    >
      <p>
        <span className="text-2xl font-bold tabular-nums">{total.toLocaleString("en")}</span>{" "}
        {total === 1 ? "view" : "views"} from {dayLabel(first)} to {dayLabel(last)}
        {!published && total === 0 && (
          <span className="block text-sm text-muted">Views are counted while the piece is published.</span>
        )}
      </p>
      <div aria-hidden="true" className="mt-4 flex h-24 items-end gap-px border-b border-rule">
        {days.map((d) => (
          <div
            key={d.day}
            title={`${dayLabel(d.day)}: ${d.views}`}
            className="flex-1 bg-accent"
            style={{ height: `${(d.views / most) * 100}%`, minHeight: d.views ? "2px" : 0 }}
          />
        ))}
      </div>
      <div aria-hidden="true" className="mt-1 flex justify-between text-xs text-muted">
        <span>{dayLabel(first)}</span>
        <span>{dayLabel(last)}</span>
      </div>
      <details className="mt-4">
        <summary className="min-h-11 cursor-pointer py-2 font-semibold text-accent">Views by day</summary>
        <table className="mt-2 w-full max-w-sm text-sm">
          <caption className="sr-only">Views of this piece on each of the last 30 days</caption>
          <thead>
            <tr className="border-b border-rule text-left">
              <th scope="col" className="py-1 font-semibold">
                Day
              </th>
              <th scope="col" className="py-1 text-right font-semibold">
                Views
              </th>
            </tr>
          </thead>
          <tbody>
            {[...days].reverse().map((d) => (
              <tr key={d.day} className="border-b border-rule/60">
                <th scope="row" className="py-1 text-left font-normal">
                  {dayLabel(d.day)}
                </th>
                <td className="py-1 text-right tabular-nums">{d.views.toLocaleString("en")}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </SettingsCard>
  );
}
