import { Link } from "react-router";

type Slot = number | "gap";

/** The page numbers worth showing: all of them when few, otherwise the first, the last and the
 * neighbours of the current page, with gaps between. */
export function pageSlots(page: number, pageCount: number): Slot[] {
  if (pageCount <= 7) return Array.from({ length: pageCount }, (_, i) => i + 1);
  const shown = new Set([1, pageCount, page - 1, page, page + 1]);
  if (page <= 3) [2, 3, 4].forEach((n) => shown.add(n));
  if (page >= pageCount - 2) [pageCount - 3, pageCount - 2, pageCount - 1].forEach((n) => shown.add(n));
  const numbers = [...shown].filter((n) => n >= 1 && n <= pageCount).sort((a, b) => a - b);
  const slots: Slot[] = [];
  numbers.forEach((n, i) => {
    if (i > 0 && n - numbers[i - 1]! > 1) slots.push("gap");
    slots.push(n);
  });
  return slots;
}

const box =
  "inline-flex min-h-10 min-w-10 items-center justify-center border px-3 text-sm font-semibold transition-colors";
const idle = `${box} border-ink/25 bg-white text-ink hover:border-accent hover:text-accent`;
const current = `${box} border-ink bg-ink text-white`;
const disabled = `${box} border-rule bg-transparent text-muted`;

/** Previous, numbered pages and Next, as plain links: they work before (and without) JavaScript. With
 * `more` (a search whose count stopped at a cap), there are pages past `pageCount`: a gap follows it and
 * Next stays a link. */
export function Pagination({
  page,
  pageCount,
  more = false,
  hrefFor,
  preventScrollReset,
}: {
  page: number;
  pageCount: number;
  more?: boolean;
  hrefFor: (page: number) => string;
  preventScrollReset?: boolean;
}) {
  if (pageCount <= 1 && !more) return null;
  const slots: Slot[] = [...pageSlots(page, pageCount), ...(more ? ["gap" as const] : [])];
  return (
    <nav aria-label="Pagination" className="mt-10">
      <ul className="flex flex-wrap items-center justify-center gap-2">
        <li>
          {page > 1 ? (
            <Link to={hrefFor(page - 1)} rel="prev" preventScrollReset={preventScrollReset} className={idle}>
              <span aria-hidden="true">←&nbsp;</span>Previous
            </Link>
          ) : (
            <span aria-disabled="true" className={disabled}>
              <span aria-hidden="true">←&nbsp;</span>Previous
            </span>
          )}
        </li>
        {slots.map((slot, i) =>
          slot === "gap" ? (
            <li key={`gap-${i}`} aria-hidden="true" className="px-1 text-muted">
              …
            </li>
          ) : (
            <li key={slot}>
              <Link
                to={hrefFor(slot)}
                aria-label={`Page ${slot}`}
                aria-current={slot === page ? "page" : undefined}
                preventScrollReset={preventScrollReset}
                className={slot === page ? current : idle}
              >
                {slot}
              </Link>
            </li>
          ),
        )}
        <li>
          {page < pageCount || more ? (
            <Link to={hrefFor(page + 1)} rel="next" preventScrollReset={preventScrollReset} className={idle}>
              Next<span aria-hidden="true">&nbsp;→</span>
            </Link>
          ) : (
            <span aria-disabled="true" className={disabled}>
              Next<span aria-hidden="true">&nbsp;→</span>
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
