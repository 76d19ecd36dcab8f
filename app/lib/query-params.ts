// The query parameters each kind of public page reads. Its route declares them (`export const
// queryParams`), and the page cache keeps one copy per combination of these and ignores every other
// (server/http/page-keys.ts). Here, apart from the parsing and its schemas, so that a route module
// can name them without bringing the parsing into the browser's bundle.

/** A category page's search: words, a day, a page of results (category-search-parse.ts). */
export const CATEGORY_QUERY = ["q", "date", "page"] as const;

/** The creative page's filter, its page and the piece open in its dialog. */
export const CREATIVE_QUERY = ["type", "page", "piece"] as const;

/** How many comments an article page lists (commentsShown in routes/article.server.ts). */
export const ARTICLE_QUERY = ["comments"] as const;

/** A poll's result page: what a plain form post's vote did (decision 0077). */
export const POLL_RESULT_QUERY = ["outcome"] as const;

/** An author page's page of pieces. */
export const AUTHOR_QUERY = ["page"] as const;

/** The site search's words, filters and page (site-search-parse.ts). */
export const SEARCH_QUERY = ["q", "section", "period", "from", "to", "page"] as const;
