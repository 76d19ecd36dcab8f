/** A page rendered for the permanent archive (issue 43, decision 0080): set only by the archive's own
 * in-process renderer (server/http/archive-renderer.ts), never by a reader's request. Pages
 * then leave out their forms and most islands, and say whose copy they are and when it was made. */
export type ArchivedCopy = {
  /** The publication's name, as its settings say. */
  siteName: string;
  /** The day the copy was made, YYYY-MM-DD on the publication's calendar. */
  madeOn: string;
  /** The live site's address (PUBLIC_URL), which the banner links to. */
  liveUrl: string;
};

/** What an island is in an archived page: kept with its script (what a page cannot do without), drawn
 * as plain HTML with no script, or left out (forms, sign-in, counters, live widgets). An island not
 * named here is drawn as plain HTML. None is kept today: the menus are disclosures, a gallery shows
 * every photo and its slideshow scrolls without script (decision 0072), an embed is a link to its
 * provider (decision 0075), and browsers run no module script from `file://` anyway. */
export const ARCHIVED_ISLANDS: Record<string, "keep" | "drop"> = {
  account: "drop",
  "auth-host": "drop",
  "category-search": "drop",
  comments: "drop",
  "count-view": "drop",
  "go-back": "drop",
  "home-widgets": "drop",
  like: "drop",
  newsletter: "drop",
  splash: "drop",
  // Breaking news and live blogs are of the moment, like the header's 'today': an archived page would
  // show what was breaking the day it was made, and every page would change whenever that did. Nor do
  // the carousel's dots and pause button do anything without script.
  ticker: "drop",
  toaster: "drop",
};

// Made at its first use, not when the module loads: every island's script imports ARCHIVED_ISLANDS
// from here, and the page's first formatter loads Chromium's locale data, 130-280 ms of main thread
// under Lighthouse's 4x slowdown, on every public page (issue 39; app/islands/lib/load-cost.test.ts).
let day: Intl.DateTimeFormat | undefined;

/** 'December 7, 2026' of an archived copy's day (YYYY-MM-DD). */
export function archivedDay(madeOn: string): string {
  day ??= new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" });
  return day.format(new Date(`${madeOn}T12:00:00Z`));
}
