/**
 * What a write changed, as far as cached pages go (decision 0016): the domain names it (a piece's
 * change is the one door's answer, decision 0059) and the page cache drops the pages it touches, in
 * every process (over server/db/broadcast.ts on PostgreSQL).
 * - `{ article }`: the counters of one article (its likes, its comments and their likes): its page.
 * - `"content"`: a piece was published, edited or deleted: every page that lists pieces (home,
 *   categories, creative, feeds, sitemaps) and every article page (they list related articles).
 * - `"newsletter"`: an issue was sent: the newsletter archive and the sitemap that lists it.
 * - `{ page }`: one static page's text (decision 0047): that page only.
 * - `"podcasts"`: a podcast show was added, changed or deleted (decision 0074): /podcasts, its pages and
 *   feeds only (an episode is a piece: "content" drops them too).
 * - `"sports"`: a team, a game or a score changed (decision 0078): /sports, its pages and calendars, and
 *   the home page (its strip of live games and today's finals) only.
 * - `"everything"`: the site's settings or breaking news, which the static pages show too.
 */
export type PageChange =
  { article: string } | { page: string } | "content" | "newsletter" | "podcasts" | "sports" | "everything";
