import { sql } from "drizzle-orm";
import { customType, index, text, type PgColumn } from "drizzle-orm/pg-core";

// Site search (decision 0045): two stored generated columns on every kind of piece, kept by PostgreSQL
// itself on every write, on both engines, and their GIN indexes.

const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

/** A piece's HTML as text: tags and character references become spaces, so that the words of the
 * markup (class names, links) are never found. Immutable, as a generated column needs. */
const plain = (column: string) =>
  `regexp_replace(regexp_replace(${column}, '<[^>]*>', ' ', 'g'), '&[#a-zA-Z0-9]+;', ' ', 'g')`;

/** The English words of a piece, weighted: title A, excerpt B, body C, author D. */
const DOCUMENT = sql.raw(
  [
    `setweight(to_tsvector('english'::regconfig, title), 'A')`,
    `setweight(to_tsvector('english'::regconfig, excerpt), 'B')`,
    `setweight(to_tsvector('english'::regconfig, ${plain("content")}), 'C')`,
    `setweight(to_tsvector('english'::regconfig, author), 'D')`,
  ].join(" || "),
);

/** The same text as one string, for substring matching through trigrams: the path that finds a word of
 * any script, Burmese runs without spaces among them. */
const TEXT = sql.raw(`title || ' ' || excerpt || ' ' || author || ' ' || ${plain("content")}`);

export const searchColumns = () => ({
  searchDocument: tsvector("search_document").generatedAlwaysAs(DOCUMENT),
  searchText: text("search_text").generatedAlwaysAs(TEXT),
});

/** Their GIN indexes (without pending lists, as the trigram indexes of migration 0007). */
export const searchIndexes = (table: string, t: { searchDocument: PgColumn; searchText: PgColumn }) => [
  index(`${table}_search_document_idx`).using("gin", t.searchDocument).with({ fastupdate: false }),
  index(`${table}_search_text_trgm_idx`)
    .using("gin", sql`${t.searchText} gin_trgm_ops`)
    .with({ fastupdate: false }),
];
