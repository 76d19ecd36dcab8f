import { Link } from "react-router";

/** One part of the home screen: a titled card with its figure, its rows (or what to do when there are
 * none) and a link to the whole section. */
export function HomeCard({
  id,
  title,
  count,
  urgent = false,
  empty,
  all,
  wide = false,
  children,
}: {
  id: string;
  title: string;
  /** The card's figure beside its title (how many wait, how many failed, …); none when it is 0. */
  count?: number;
  /** The figure asks for attention (something overdue, something failed). */
  urgent?: boolean;
  /** Shown instead of the rows when there are none: what that means and what to do next. */
  empty: React.ReactNode | null;
  /** The full section's links, after the rows. */
  all?: { to: string; label: string }[];
  wide?: boolean;
  children?: React.ReactNode;
}) {
  return (
    <section
      aria-labelledby={`${id}-title`}
      className={`flex flex-col border border-rule bg-white ${wide ? "lg:col-span-2" : ""}`}
    >
      <h2
        id={`${id}-title`}
        className="flex items-baseline justify-between gap-3 border-b border-rule px-4 py-3 font-serif text-lg font-bold sm:px-5"
      >
        {title}
        {!!count && <span className="sr-only">: </span>}
        {!!count && (
          <span
            className={`min-w-8 px-2 py-0.5 text-center font-sans text-sm tabular-nums ${urgent ? "bg-accent-dark text-white" : "bg-paper text-ink"}`}
          >
            {count.toLocaleString("en")}
          </span>
        )}
      </h2>
      <div className="flex-1">
        {empty !== null ? <p className="px-4 py-4 text-sm text-muted sm:px-5">{empty}</p> : children}
      </div>
      {all && all.length > 0 && (
        <p className="flex flex-wrap gap-x-5 border-t border-rule px-4 py-2 text-sm sm:px-5">
          {all.map((link) => (
            <Link
              key={link.to}
              to={link.to}
              className="inline-flex min-h-11 items-center font-semibold text-accent underline underline-offset-2"
            >
              {link.label}
            </Link>
          ))}
        </p>
      )}
    </section>
  );
}

/** A card's rows. */
export function HomeList({ children }: { children: React.ReactNode }) {
  return <ul className="divide-y divide-rule">{children}</ul>;
}

/** One row: the thing's title linking to it, a line about it, and a figure or date at the end. */
export function HomeItem({
  to,
  title,
  meta,
  aside,
  children,
}: {
  to: string;
  title: string;
  meta?: React.ReactNode;
  aside?: React.ReactNode;
  children?: React.ReactNode;
}) {
  return (
    <li className="flex items-start justify-between gap-4 px-4 py-3 sm:px-5">
      <div className="min-w-0">
        <Link to={to} className="font-semibold break-words underline-offset-2 hover:underline">
          {title || <span className="italic">Untitled</span>}
        </Link>
        {meta && <p className="text-sm text-muted">{meta}</p>}
        {children}
      </div>
      {aside && <div className="shrink-0 text-right text-sm whitespace-nowrap">{aside}</div>}
    </li>
  );
}
