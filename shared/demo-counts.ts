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

const count = (one: string, many: string) => (n: number) => `${n} ${n === 1 ? one : many}`;

const KINDS: [Exclude<keyof DemoCounts, "kept">, (n: number) => string][] = [
  ["articles", count("article", "articles")],
  ["creative", count("creative piece", "creative pieces")],
  ["comments", count("comment", "comments")],
  ["readers", count("reader account", "reader accounts")],
  ["people", count("person", "people")],
  ["breakingNews", count("breaking news item", "breaking news items")],
  ["uploads", count("upload", "uploads")],
  ["settings", count("setting", "settings")],
  ["pages", (n) => `the text of ${n} ${n === 1 ? "page" : "pages"}`],
];

/** ["12 articles", "3 creative pieces", …, "the text of 5 pages"]: the kinds with something to remove. */
export function demoCountLines(c: DemoCounts): string[] {
  return KINDS.filter(([k]) => c[k] > 0).map(([k, line]) => line(c[k]));
}

/** The same as one line: "12 articles, 3 creative pieces" or "nothing". */
export const describeDemoCounts = (c: DemoCounts) => demoCountLines(c).join(", ") || "nothing";
