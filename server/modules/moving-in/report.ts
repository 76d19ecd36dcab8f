import type { Category } from "#shared/categories.ts";
import { counted } from "../backups/describe.ts";
import type { SourceSystem, StoredReport, Tally } from "#shared/import-report.ts";

export type { StoredReport, Tally };

const tally = (): Tally => ({ imported: 0, skipped: 0, already: 0 });

/** A report while an import runs: the stored report's two lists as a map and a set. */
export type Report = Omit<StoredReport, "categories" | "shortcodes" | "media"> & {
  media: Tally;
  categories: Map<string, { ours: Category; posts: number }>;
  shortcodes: Set<string>;
};

export function emptyReport(system: SourceSystem, dryRun: boolean): Report {
  return {
    system,
    dryRun,
    posts: tally(),
    pages: tally(),
    authors: tally(),
    comments: tally(),
    images: tally(),
    media: tally(),
    commentsLeftOut: { pending: 0, spam: 0, trash: 0 },
    repliesFlattened: 0,
    categories: new Map(),
    notImported: [],
    pagesNotImported: [],
    imagesNotHad: [],
    slugClashes: [],
    shortcodes: new Set(),
  };
}

/** The counts alone, for the audit log (no titles, names or addresses). */
export function countsOf(report: Report) {
  const { posts, pages, authors, comments, images, media } = report;
  return { posts, pages, authors, comments, images, media };
}

const SYSTEM_NAMES: Record<SourceSystem, string> = { wordpress: "WordPress", ghost: "Ghost" };

export const systemName = (system: SourceSystem) => SYSTEM_NAMES[system];

/** The audit log's line: 'Imported from WordPress: 5 posts, 1 page, 1 comment'. */
export const importSummary = ({ system, posts, pages, comments }: Report) =>
  `Imported from ${systemName(system)}: ${counted(posts.imported, "post")}, ${counted(pages.imported, "page")}, ${counted(comments.imported, "comment")}`;

const line = (label: string, t: Tally, verb: string) =>
  `${label.padEnd(9)} ${t.imported} ${verb}, ${t.already} already imported, ${t.skipped} skipped`;

/** The report the command prints: counts, then every list that asks for a look. */
export function formatReport(r: Report): string {
  const verb = r.dryRun ? "to import" : "imported";
  const out = [
    `${r.dryRun ? "Dry run (nothing was written)" : "Imported"} from ${systemName(r.system)}:`,
    line("Posts", r.posts, verb),
    line("Pages", r.pages, verb),
    line("Authors", r.authors, verb),
    line("Comments", r.comments, verb),
    line("Images", r.images, r.dryRun ? "to copy" : "copied"),
    line("Video/audio", r.media, r.dryRun ? "to copy" : "copied"),
  ];
  const left = r.commentsLeftOut;
  out.push(`Comments left out: ${left.pending} pending, ${left.spam} spam, ${left.trash} in the trash`);
  if (r.repliesFlattened)
    out.push(`Replies kept as comments of their article (no threads here): ${r.repliesFlattened}`);
  out.push("Categories:");
  for (const [theirs, { ours, posts }] of r.categories)
    out.push(`  ${theirs} -> ${ours} (${posts} ${posts === 1 ? "post" : "posts"})`);
  const list = (title: string, items: string[]) => {
    if (items.length) out.push(`${title}:`, ...items.map((i) => `  ${i}`));
  };
  list("Not imported", r.notImported);
  list("Pages not imported (no page of ours has their address)", r.pagesNotImported);
  list(
    "Files not had (their original address is kept, a video's or audio's as a link)",
    r.imagesNotHad.map((i) => `${i.url} (${i.reason})`),
  );
  list(
    "Slug clashes",
    r.slugClashes.map((c) => `"${c.title}": ${c.theirs} is taken here, now ${c.ours}`),
  );
  list(
    "Shortcodes taken out",
    [...r.shortcodes].map((s) => `[${s}]`),
  );
  return out.join("\n");
}

export const storedReport = (r: Report): StoredReport => ({
  ...r,
  categories: [...r.categories].map(([theirs, { ours, posts }]) => ({ theirs, ours, posts })),
  shortcodes: [...r.shortcodes],
});

export const reportOf = (r: StoredReport): Report => ({
  ...r,
  // A report stored before video and audio were copied has no count of them.
  media: r.media ?? tally(),
  categories: new Map(r.categories.map(({ theirs, ours, posts }) => [theirs, { ours, posts }])),
  shortcodes: new Set(r.shortcodes),
});
