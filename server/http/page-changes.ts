import type { PageChange } from "#shared/page-change.ts";

export type { PageChange };

/** How the page cache reads a PageChange (shared/page-change.ts): its tags, and the line other
 * processes hear it as. */

/** The PostgreSQL channel on which every process hears of the changes (server/db/broadcast.ts). */
export const PAGE_CHANNEL = "page_cache";

/** Pages that show only the site's settings: only a settings change touches them. */
const STATIC_PAGES =
  /^\/(about|contact|terms-of-service|privacy-policy|cookie-policy|accessibility|careers|advertise)(\.data)?$|^\/robots\.txt$/;

/** The podcasts' pages and feeds (decision 0074): a show's change touches only them. */
const PODCAST_PAGES = /^\/podcasts(\/|\.data$|$)/;

/** The sports desk's pages and calendars (decision 0078): a team's, a game's or a score's change touches
 * only them and the pages that declare the tag (the home page's strip). */
const SPORTS_PAGES = /^\/sports(\/|\.data$|$)/;

/** The public archive of sent issues: only sending an issue (or a settings change) touches it. */
const NEWSLETTER_PAGES = /^\/newsletter\/archive(\/[^/]+)?(\.data)?$/;

/** The tags a cached page carries: what it shows, from its path and what its loaders declared. */
export function pageTags(pathname: string, declared: Iterable<string>): string[] {
  if (NEWSLETTER_PAGES.test(pathname)) return ["newsletter", ...declared];
  const page = STATIC_PAGES.exec(pathname)?.[1];
  if (page) return ["static", staticPageTag(page), ...declared];
  if (STATIC_PAGES.test(pathname)) return ["static", ...declared];
  const tags = [
    "content",
    ...(PODCAST_PAGES.test(pathname) ? ["podcasts"] : []),
    ...(SPORTS_PAGES.test(pathname) ? ["sports"] : []),
    ...declared,
  ];
  return pathname === "/sitemap.xml" ? [...tags, "newsletter"] : tags;
}

/** The tag of a static page's cached copies (its HTML and its `.data`). */
export function staticPageTag(slug: string): string {
  return `page:${slug}`;
}

/** The tag an article's page declares, so that a change to its counters finds it. */
export function articleTag(articleId: string): string {
  return `article:${articleId}`;
}

export function touches(change: PageChange, tags: readonly string[]): boolean {
  if (change === "everything") return true;
  if (change === "content") return tags.includes("content");
  if (change === "newsletter") return tags.includes("newsletter");
  if (change === "podcasts") return tags.includes("podcasts");
  if (change === "sports") return tags.includes("sports");
  if ("page" in change) return tags.includes(staticPageTag(change.page));
  return tags.includes(articleTag(change.article));
}

/** The change as one line for the other processes; anything unreadable counts as everything. */
export function encodeChange(change: PageChange): string {
  if (typeof change === "string") return change;
  return "page" in change ? staticPageTag(change.page) : `article:${change.article}`;
}

export function decodeChange(message: string): PageChange {
  if (message === "content" || message === "newsletter" || message === "podcasts" || message === "sports")
    return message;
  const page = /^page:([a-z-]{1,40})$/.exec(message)?.[1];
  if (page) return { page };
  const article = /^article:([0-9a-f-]{36})$/.exec(message)?.[1];
  return article ? { article } : "everything";
}
