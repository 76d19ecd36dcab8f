import { Link } from "react-router";

/** 'December 2026' */
export const monthTitle = (month: string) =>
  new Intl.DateTimeFormat("en-US", { month: "long", year: "numeric", timeZone: "UTC" }).format(
    new Date(`${month}-01T00:00:00Z`),
  );

const shift = (month: string, by: number) => {
  const [y, m] = month.split("-").map(Number) as [number, number];
  return new Date(Date.UTC(y, m - 1 + by, 1)).toISOString().slice(0, 7);
};

const LINK =
  "inline-flex min-h-11 items-center border border-ink/30 bg-white px-3 font-semibold hover:border-ink";

/** The month the budget shows, with links to the one before and the one after. */
export function MonthNav({
  month,
  hrefFor,
  headingId,
}: {
  month: string;
  hrefFor: (month: string) => string;
  headingId: string;
}) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-2">
      <h2 id={headingId} className="font-serif text-xl font-bold">
        {monthTitle(month)}
      </h2>
      <nav aria-label="Months" className="flex gap-2">
        <Link className={LINK} to={hrefFor(shift(month, -1))}>
          Previous month
        </Link>
        <Link className={LINK} to={hrefFor(shift(month, 1))}>
          Next month
        </Link>
      </nav>
    </div>
  );
}
