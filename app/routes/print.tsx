import { Link } from "react-router";
import type { Route } from "./+types/print";
import { editionLabel } from "#shared/print.ts";
import { editionDate } from "~/components/print/edition-date.ts";
import { pageMeta } from "~/lib/meta.ts";
import { loadEditions } from "./print.server.ts";

export async function loader({ context }: Route.LoaderArgs) {
  return loadEditions(context);
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Print editions",
    description: "Every print edition of the paper, by school year, to read online or download.",
  });

/** /print (issue 43, decision 0079): the editions by school year, with their covers. Server-rendered,
 * no script. */
export default function PrintEditions({ loaderData }: Route.ComponentProps) {
  const { years } = loaderData;
  return (
    <section aria-labelledby="print-heading" className="mx-auto max-w-5xl px-4 py-12">
      <h1 id="print-heading" className="font-serif text-3xl font-bold sm:text-4xl">
        Print editions
      </h1>
      <p className="mt-2 text-muted">Every edition we printed, to read online or download as a PDF.</p>
      {years.length === 0 && <p className="mt-8">No print edition yet.</p>}
      {years.map((year) => (
        <section key={year.name} aria-labelledby={`year-${year.name}`} className="mt-10">
          <h2 id={`year-${year.name}`} className="border-b border-rule pb-2 font-serif text-2xl font-bold">
            {year.name}
          </h2>
          <ul className="mt-6 grid grid-cols-2 gap-6 sm:grid-cols-3 lg:grid-cols-4">
            {year.editions.map((e) => (
              <li key={e.href}>
                <Link to={e.href} className="group block">
                  {e.cover ? (
                    <img
                      src={e.cover.src}
                      width={e.cover.width}
                      height={e.cover.height}
                      alt=""
                      loading="lazy"
                      className="aspect-[3/4] w-full border border-rule bg-rule/40 object-cover object-top"
                    />
                  ) : (
                    <span className="block aspect-[3/4] w-full border border-rule bg-rule/40" />
                  )}
                  <span className="mt-2 block font-serif text-lg font-semibold group-hover:text-accent group-hover:underline">
                    {e.title}
                  </span>
                  <span className="block text-sm text-muted">
                    {editionLabel(e.volume, e.number)} · {editionDate(e.issuedOn)}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </section>
  );
}
