import type { Category } from "./categories.ts";

/** The systems a site can move in from (server/modules/moving-in). */
export type SourceSystem = "wordpress" | "ghost";

/** What one kind of thing of the export came to: new here, left out, or there from an earlier run. */
export type Tally = { imported: number; skipped: number; already: number };

/** An import's report as JSON keeps it (the portal's imports, decision 0070) and the portal shows it;
 * the server's working form (server/modules/moving-in/report.ts) holds a map and a set instead of the
 * two lists. */
export type StoredReport = {
  system: SourceSystem;
  dryRun: boolean;
  posts: Tally;
  pages: Tally;
  authors: Tally;
  comments: Tally;
  images: Tally;
  /** Video and audio files (absent from a report stored before they were copied). */
  media?: Tally;
  /** Comments left out by their state on the old site. */
  commentsLeftOut: { pending: number; spam: number; trash: number };
  /** Replies, kept as comments of their article (comments have no threads here). */
  repliesFlattened: number;
  /** Each source category, the category its posts got here, and how many posts. */
  categories: { theirs: string; ours: Category; posts: number }[];
  notImported: string[];
  pagesNotImported: string[];
  /** Images, video and audio files not copied, each with why. */
  imagesNotHad: { url: string; reason: string }[];
  slugClashes: { title: string; theirs: string; ours: string }[];
  shortcodes: string[];
};
