import { Link } from "react-router";
import type { EditionSearch } from "#shared/print.ts";
import { Marked } from "../search-results.tsx";

/** Site search's pages of print editions (decision 0079): the edition, the page, the words around,
 * and the PDF opened at that page; or, on a server without poppler-utils, that this search is not
 * available. */
export function EditionHits({ found }: { found: EditionSearch }) {
  return (
    <section aria-labelledby="edition-hits-heading" className="mt-12 border-t border-rule pt-6">
      <h2 id="edition-hits-heading" className="font-serif text-2xl font-bold">
        In print editions
      </h2>
      {!found.available ? (
        <p className="mt-3 text-muted">Searching inside print editions is not available on this site.</p>
      ) : found.hits.length === 0 ? (
        <p className="mt-3 text-muted">No page of a print edition has these words.</p>
      ) : (
        <ol className="mt-4 grid gap-6">
          {found.hits.map((hit) => (
            <li key={`${hit.href}-${hit.page}`}>
              <p className="text-xs font-bold tracking-widest text-accent uppercase">
                {hit.label}, page {hit.page}
              </p>
              <h3 className="mt-1 font-serif text-xl font-bold">
                <Link to={hit.href} className="hover:text-accent hover:underline">
                  <Marked parts={hit.title} />
                </Link>
              </h3>
              <p className="mt-1 text-ink/80">
                <Marked parts={hit.snippet} />
              </p>
              <p className="mt-1 text-sm">
                <a href={hit.pdfHref} className="font-semibold text-accent hover:underline">
                  Open page {hit.page} of the PDF
                </a>
              </p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
