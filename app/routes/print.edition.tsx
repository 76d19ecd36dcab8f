import { Link } from "react-router";
import type { Route } from "./+types/print.edition";
import { formatSize } from "#shared/counted.ts";
import { editionLabel, frontPageAlt } from "#shared/print.ts";
import { editionDate } from "~/components/print/edition-date.ts";
import { pageMeta } from "~/lib/meta.ts";
import { loadEdition } from "./print.server.ts";

export async function loader({ context, params }: Route.LoaderArgs) {
  return loadEdition(context, params.volume, params.number);
}

export const meta: Route.MetaFunction = ({ data, matches }) =>
  data && data.kind === "edition"
    ? pageMeta(matches, {
        title: `${data.edition.title} (${editionLabel(data.edition.volume, data.edition.number)})`,
        description: `The print edition of ${editionDate(data.edition.issuedOn)}: its stories and the whole PDF.`,
      })
    : pageMeta(matches, { title: "Edition not found" });

/** /print/:volume/:number (issue 43, decision 0079): the cover, the table of contents linking the web
 * pieces, the PDF in the browser's own viewer, and a download link. Server-rendered, no script. */
export default function PrintEdition({ loaderData }: Route.ComponentProps) {
  if (loaderData.kind === "missing")
    return (
      <section className="mx-auto max-w-3xl px-4 py-16">
        <h1 className="font-serif text-3xl font-bold">Edition not found</h1>
        <p className="mt-4">
          <Link to="/print" className="font-semibold text-accent hover:underline">
            Every print edition
          </Link>
        </p>
      </section>
    );
  const { edition } = loaderData;
  const label = editionLabel(edition.volume, edition.number);
  const download = `Download the PDF (${formatSize(edition.pdf.bytes)}${edition.pdf.pages ? `, ${edition.pdf.pages} pages` : ""})`;
  return (
    <article aria-labelledby="edition-heading" className="mx-auto max-w-5xl px-4 py-12">
      <p className="text-sm">
        <Link to="/print" className="font-semibold text-accent hover:underline">
          Print editions
        </Link>
      </p>
      <header className="mt-4 flex flex-col gap-6 sm:flex-row">
        {edition.cover && (
          <img
            src={edition.cover.src}
            width={edition.cover.width}
            height={edition.cover.height}
            alt={frontPageAlt(edition.title)}
            className="w-48 shrink-0 self-start border border-rule sm:w-60"
          />
        )}
        <div className="min-w-0">
          <h1 id="edition-heading" className="font-serif text-3xl font-bold sm:text-4xl">
            {edition.title}
          </h1>
          <p className="mt-1 text-muted">
            {label} · <time dateTime={edition.issuedOn}>{editionDate(edition.issuedOn)}</time>
          </p>
          <p className="mt-4">
            <a href={edition.pdf.href} download className="font-semibold text-accent hover:underline">
              {download}
            </a>
          </p>
          <h2 className="mt-8 font-serif text-2xl font-bold">In this edition</h2>
          {edition.contents.length === 0 ? (
            <p className="mt-3">The stories of this edition are in the PDF.</p>
          ) : (
            <ol className="mt-3 divide-y divide-rule border-y border-rule">
              {edition.contents.map((piece) => (
                <li key={piece.href} className="flex gap-4 py-3">
                  <span className="w-16 shrink-0 text-sm text-muted">Page {piece.page}</span>
                  <span className="min-w-0">
                    <Link
                      to={piece.href}
                      className="font-serif text-lg font-semibold hover:text-accent hover:underline"
                    >
                      {piece.title}
                    </Link>
                    <span className="block text-sm text-muted">{piece.author}</span>
                  </span>
                </li>
              ))}
            </ol>
          )}
        </div>
      </header>
      <h2 className="mt-12 font-serif text-2xl font-bold">Read the edition</h2>
      {/* A phone's browser shows a PDF on its own page, not inside another (Chrome on Android shows
          an empty frame): there the edition opens by its link; from 768 px it is in the page. */}
      <p className="mt-4 md:hidden">
        <a href={edition.pdf.href} className="font-semibold text-accent hover:underline">
          Open the edition ({label}, PDF)
        </a>
      </p>
      <iframe
        src={edition.pdf.href}
        title={`${edition.title}, ${label} (PDF)`}
        className="mt-4 hidden h-[80vh] w-full border border-rule md:block"
      />
      <p className="mt-2 hidden text-sm text-muted md:block">
        If the edition does not show here, your browser cannot show PDFs in the page:{" "}
        <a href={edition.pdf.href} download className="font-semibold text-accent hover:underline">
          download it
        </a>
        .
      </p>
    </article>
  );
}
