import { Link } from "react-router";

const LINK = "inline-block min-h-11 py-2 font-semibold text-accent underline underline-offset-2";

/** "Other years" under a school year's masthead or archive (issue 40): links to the same page of the
 * years a reader can go on to. Nothing when there are none. */
export function OtherYears({ id, links }: { id: string; links: { to: string; label: string }[] }) {
  if (links.length === 0) return null;
  return (
    <nav aria-labelledby={id} className="mt-10">
      <h2 id={id} className="font-serif text-xl font-bold">
        Other years
      </h2>
      <ul className="mt-3 flex flex-wrap gap-x-5 gap-y-2">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className={LINK}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The other page of the same school year: its masthead from its archive, its archive from its
 * masthead. */
export function SameYearLink({ to, children }: { to: string; children: React.ReactNode }) {
  return (
    <Link to={to} className={LINK}>
      {children}
    </Link>
  );
}
