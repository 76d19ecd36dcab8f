import { CATEGORIES, CREATIVE_TYPE_LABELS, CREATIVE_TYPES } from "./categories.ts";

// Site search (decision 0045): what a search page's URL holds, readable by the page's JavaScript
// without the parsing (app/lib/site-search-parse.ts reads it on the server).

/** Results a page, as the portal's lists. */
export const SEARCH_PAGE_SIZE = 20;
/** A search ranks the newest SEARCH_WINDOW pieces that match (its cost stays bounded as the archive
 * grows); a filter by section or date reaches further back. */
export const SEARCH_WINDOW = 100;
export const SEARCH_MAX_LENGTH = 200;

/** The date filter's presets: pieces published in the last day, week, month or year. */
export const SEARCH_PERIODS = {
  day: "Past 24 hours",
  week: "Past week",
  month: "Past month",
  year: "Past year",
} as const;
export type SearchPeriod = keyof typeof SEARCH_PERIODS;

/** A section to search: a category's or a creative type's name in lower case ('politics', 'poetry'). */
export const SEARCH_SECTIONS: readonly { value: string; label: string; group: "News" | "Creative" }[] = [
  ...CATEGORIES.map((c) => ({ value: c.toLowerCase(), label: c, group: "News" as const })),
  ...CREATIVE_TYPES.map((t) => ({ value: t, label: CREATIVE_TYPE_LABELS[t], group: "Creative" as const })),
];

export type SiteSearch = {
  q: string;
  section: string | null;
  period: SearchPeriod | null;
  /** YYYY-MM-DD, days in the publication's zone, both included. */
  from: string | null;
  to: string | null;
  page: number;
};

/** '?q=…&section=…' without the parts that say nothing. */
export function serializeSiteSearch(search: Partial<SiteSearch>): string {
  const params = new URLSearchParams();
  const q = search.q?.trim();
  if (q) params.set("q", q);
  if (search.section) params.set("section", search.section);
  if (search.period) params.set("period", search.period);
  if (search.from) params.set("from", search.from);
  if (search.to) params.set("to", search.to);
  if (search.page && search.page > 1) params.set("page", String(search.page));
  const text = params.toString();
  return text ? `?${text}` : "";
}

/** One stretch of a snippet or title: `mark` when it is a word the search found. */
export type Highlighted = { text: string; mark: boolean }[];

/** One result as the search page shows it; `D` is its date (a Date on the server, text once sent). */
export type SearchResult<D = Date> = {
  kind: "article" | "creative";
  id: string;
  href: string;
  title: Highlighted;
  snippet: Highlighted;
  /** The category, or the creative type's label. */
  section: string;
  author: string;
  publishedAt: D;
};

/** A page of results. */
export type SearchPage<D = Date> = {
  items: SearchResult<D>[];
  /** Matches among the newest SEARCH_WINDOW; `more`: there are older ones too. */
  total: number;
  more: boolean;
  page: number;
  pageCount: number;
  pageSize: number;
};
