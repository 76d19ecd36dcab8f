import { sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { escapeLike } from "../content/count.ts";

/** At most this many words of a query are matched (a longer query adds nothing but cost). */
const MAX_TERMS = 8;

/** How a query is matched (decision 0045):
 * - `english`: the weighted English full-text document (stems, stop words), ranked by ts_rank;
 * - `substring`: every word as a substring of the piece's text, through the trigram index: for words
 *   of any other script (Bengali, Hindi, Burmese, whose runs have no spaces between words) and for a
 *   query of English stop words only. */
export type Matcher = {
  path: "english" | "substring";
  /** A piece's condition and rank, on the columns of a table (unqualified). */
  where: SQL;
  rank: SQL;
  /** What the snippet marks: word starts (english) or substrings (substring), in lower case. */
  marks: { words: string[]; substrings: string[] };
};

/** Whether a query has letters of a script other than Latin. */
export const beyondLatin = (q: string) => /[^\p{Script=Latin}\p{Script=Common}\p{Script=Inherited}]/u.test(q);

export function termsOf(q: string): string[] {
  const words = q
    .toLowerCase()
    .split(/[\s"'“”‘’.,;:!?()[\]{}<>|&*+=~^-]+/u)
    .filter((w) => w !== "");
  return [...new Set(words)].slice(0, MAX_TERMS);
}

/** The lexemes of a tsquery's text ("'monsoon' & !'rain'"), negated ones left out. */
function lexemesOf(tsquery: string): string[] {
  return [...tsquery.matchAll(/(!?)'((?:[^']|'')+)'/g)]
    .filter((m) => m[1] === "")
    .map((m) => m[2]!.replace(/''/g, "'"));
}

function substringMatcher(terms: string[]): Matcher {
  const patterns = terms.map((t) => `%${escapeLike(t)}%`);
  const where = sql.join(
    patterns.map((p) => sql`search_text ilike ${p}`),
    sql` and `,
  );
  // Title above excerpt above body and author, as the English weights.
  const rank = sql.join(
    patterns.map(
      (p) => sql`(case when title ilike ${p} then 1.0 when excerpt ilike ${p} then 0.4 else 0.2 end)`,
    ),
    sql` + `,
  );
  return { path: "substring", where, rank, marks: { words: [], substrings: terms } };
}

/** The matcher for `q` (non-empty, trimmed). An English query costs one short round trip first: it
 * learns whether the full-text query has any word left once stop words are gone, and its lexemes. */
export async function matcherFor(db: Db, q: string): Promise<Matcher | null> {
  const terms = termsOf(q);
  if (terms.length === 0) return null;
  if (beyondLatin(q)) return substringMatcher(terms);
  const result = await db.execute(sql`select websearch_to_tsquery('english', ${q})::text as query`);
  const text = (result as unknown as { rows: { query: string }[] }).rows[0]?.query ?? "";
  const lexemes = lexemesOf(text);
  if (lexemes.length === 0) return substringMatcher(terms);
  const query = sql`websearch_to_tsquery('english', ${q})`;
  return {
    path: "english",
    where: sql`search_document @@ ${query}`,
    rank: sql`ts_rank(search_document, ${query})`,
    marks: { words: [...new Set([...lexemes, ...terms])], substrings: [] },
  };
}
