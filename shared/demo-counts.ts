/** What "Remove demo content" removes, per kind, and how many of the demo's rows stay because a person
 * changed them, or made something that needs them, since (decision 0068). */
export type DemoCounts = {
  articles: number;
  creative: number;
  comments: number;
  readers: number;
  people: number;
  breakingNews: number;
  uploads: number;
  settings: number;
  pages: number;
  kept: number;
};

const KINDS: [Exclude<keyof DemoCounts, "kept">, string, string][] = [
  ["articles", "article", "articles"],
  ["creative", "creative piece", "creative pieces"],
  ["comments", "comment", "comments"],
  ["readers", "reader account", "reader accounts"],
  ["people", "person", "people"],
  ["breakingNews", "breaking news item", "breaking news items"],
  ["uploads", "upload", "uploads"],
  ["settings", "setting", "settings"],
  ["pages", "page's text", "pages' text"],
];

/** ["12 articles", "3 creative pieces", …]: the kinds with something to remove. */
export function demoCountLines(c: DemoCounts): string[] {
  return KINDS.filter(([k]) => c[k] > 0).map(([k, one, many]) => `${c[k]} ${c[k] === 1 ? one : many}`);
}

/** The same as one line: "12 articles, 3 creative pieces" or "nothing". */
export const describeDemoCounts = (c: DemoCounts) => demoCountLines(c).join(", ") || "nothing";
