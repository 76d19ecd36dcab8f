import { sql } from "drizzle-orm";
import { editionLabel, editionPath, type EditionSearch } from "#shared/print.ts";
import { escapeMarkup } from "#shared/escape.ts";
import type { Db } from "../../db/client.ts";
import { escapeLike } from "../content/count.ts";
import { matcherFor } from "../search/match.ts";
import { highlight, snippetOf } from "../search/snippet.ts";
import { findPoppler } from "./poppler.ts";

/** At most this many pages of editions show beside a search's pieces. */
export const EDITION_HITS = 10;

/**
 * Site search inside print editions (decision 0079): the pages of published editions whose text (read
 * once by pdftotext) holds the words, best first, at most EDITION_HITS. The English full-text match as
 * the pieces' (the page text's own index); words of other scripts, or stop words only, as substrings.
 * Without poppler-utils there is no text, and the answer says search inside editions is unavailable.
 */
export async function searchEditions(
  db: Db,
  q: string,
  storageUrl: (key: string) => string,
  poppler?: boolean,
): Promise<EditionSearch> {
  if (!(poppler ?? (await findPoppler()))) return { available: false };
  const match = q.trim() ? await matcherFor(db, q.trim()) : null;
  if (!match) return { available: true, hits: [] };
  const query = sql`websearch_to_tsquery('english', ${q.trim()})`;
  const where =
    match.path === "english"
      ? sql`to_tsvector('english', p.text) @@ ${query}`
      : sql.join(
          match.marks.substrings.map((t) => sql`p.text ilike ${`%${escapeLike(t)}%`}`),
          sql` and `,
        );
  const rank = match.path === "english" ? sql`ts_rank(to_tsvector('english', p.text), ${query})` : sql`1`;
  const result = await db.execute(sql`select e.volume, e.number, e.title, p.page, p.text, f.storage_key as key
    from print_pages p join print_editions e on e.pdf_file_id = p.pdf_file_id and e.status = 'published'
    join media_files f on f.id = p.pdf_file_id
    where ${where} order by ${rank} desc, e.issued_on desc, p.page limit ${EDITION_HITS}`);
  const rows = (
    result as unknown as {
      rows: { volume: number; number: number; title: string; page: number; text: string; key: string }[];
    }
  ).rows;
  return {
    available: true,
    hits: rows.map((r) => ({
      label: editionLabel(r.volume, r.number),
      title: highlight(r.title, match.marks),
      page: r.page,
      href: editionPath(r.volume, r.number),
      pdfHref: `${storageUrl(r.key)}#page=${r.page}`,
      snippet: snippetOf("", escapeMarkup(r.text), match.marks),
    })),
  };
}
