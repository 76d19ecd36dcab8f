import { Link } from "react-router";
import type { Route } from "./+types/archive";
import { OtherYears, SameYearLink } from "~/components/school-year-links.tsx";
import { pageMeta } from "~/lib/meta.ts";
import { loadYearArchive } from "./archive.server.ts";

/** What the page reads of its query (server/http/page-keys.ts). */
export const queryParams = ["page"] as const;

export async function loader({ context, request, params }: Route.LoaderArgs) {
  return loadYearArchive(context, request, params.year);
}

export const meta: Route.MetaFunction = ({ data, matches }) =>
  !data || data.kind === "missing"
    ? pageMeta(matches, { title: "School year not found" })
    : pageMeta(matches, {
        title: `Archive ${data.year.name}`,
        description: `Everything published in the ${data.year.name} school year.`,
      });

/** A school year's archive (issue 40), newest month first, each month by section. */
export default function YearArchive({ loaderData }: Route.ComponentProps) {
  if (loaderData.kind === "missing")
    return (
      <section className="mx-auto max-w-2xl px-4 py-24 text-center">
        <h1 className="font-serif text-4xl font-bold">School year not found</h1>
        <p className="mt-4 text-muted">A school year's archive is at an address like /archive/2024-25.</p>
      </section>
    );
  const { year, months, page, more, earlier, later } = loaderData;
  const years = [later, earlier].flatMap((y) => (y ? [{ to: `/archive/${y.slug}`, label: y.name }] : []));
  return (
    <section aria-labelledby="archive-heading" className="mx-auto max-w-3xl px-4 py-12">
      <h1 id="archive-heading" className="font-serif text-3xl font-bold sm:text-4xl">
        Archive {year.name}
      </h1>
      <p className="mt-2 text-muted">Everything published in the {year.name} school year, newest first.</p>
      <p>
        <SameYearLink to={`/staff/${year.slug}`}>The {year.name} masthead</SameYearLink>
      </p>
      {months.length === 0 && <p className="mt-8">Nothing was published in {year.name}.</p>}
      {months.map((m) => (
        <section key={m.month} aria-label={m.month} className="mt-8">
          <h2 className="border-b-2 border-ink pb-2 font-serif text-2xl font-bold">{m.month}</h2>
          {m.sections.map((s) => (
            <div key={s.section} className="mt-4">
              <h3 className="text-xs font-bold tracking-widest text-accent uppercase">{s.section}</h3>
              <ul className="mt-2 space-y-1">
                {s.pieces.map((p) => (
                  <li key={p.href}>
                    <Link
                      to={p.href}
                      className="inline-block min-h-11 py-2 hover:text-accent hover:underline"
                    >
                      {p.title}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </section>
      ))}
      <nav aria-label="Archive pages" className="mt-6 flex justify-between">
        {page > 1 ? (
          <Link to={`?page=${page - 1}`} className="min-h-11 py-2 font-semibold text-accent">
            Newer pieces
          </Link>
        ) : (
          <span />
        )}
        {more && (
          <Link to={`?page=${page + 1}`} className="min-h-11 py-2 font-semibold text-accent">
            Older pieces
          </Link>
        )}
      </nav>
      <OtherYears id="archive-years" links={years} />
    </section>
  );
}
