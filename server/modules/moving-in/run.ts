import type { Db } from "../../db/client.ts";
import type { Storage } from "../../providers/storage.ts";
import type { SessionUser } from "../accounts/sessions.ts";
import { actorOf, COMMAND_LINE, recordAudit } from "../audit/record.ts";
import type { Author } from "../people/bylines.ts";
import { personFor } from "./authors.ts";
import type { CategoryMap } from "./categories.ts";
import { createImageCopier, type Had, type ImageSources } from "./images.ts";
import { createMediaFileCopier } from "./media-files.ts";
import type { HadFile } from "./media-blocks.ts";
import { importPage } from "./pages.ts";
import { importPost, type PostRun } from "./posts.ts";
import { countsOf, emptyReport, importSummary, type Report } from "./report.ts";
import type { SourceExport } from "./source.ts";

export type ImportOptions = {
  categoryMap: CategoryMap;
  images: ImageSources;
  /** Reads and reports only: no row, no file. */
  dryRun: boolean;
  now?: Date;
  /** Where an earlier run of the same import stopped (the portal's import runs in turns: decision
   * 0070): its report, continued, and how many posts and pages of the export it had handled, which
   * this run passes over unread by the database. */
  resume?: { report: Report; handled: number };
  /** Told after each post or page with how many the import has handled; 'stop' ends this run there
   * (the next resumes), with no audit entry until the import is whole. */
  afterEach?: (handled: number, report: Report) => Promise<"go" | "stop">;
};

/** An import's run: its report so far, how many posts and pages it has handled, and whether it is whole. */
export type ImportRun = { report: Report; handled: number; finished: boolean };

/** The source key of an export's things in imported_items: the system and the site. */
export const sourceKey = (exported: SourceExport) => `${exported.system} ${exported.site}`.trim();

/**
 * Imports an export read by ./read-export.ts (issue 28, decision 0052): its authors as people, its
 * posts as pieces with their comments and images, the pages we have, one audit entry; or, on a dry run,
 * the same report with nothing written. Each post is written in its own transaction through the content
 * module, so that one refused post (a title too long) is reported and the others are imported.
 */
export async function importExport(
  db: Db,
  storage: Storage,
  actor: SessionUser,
  exported: SourceExport,
  options: ImportOptions,
): Promise<Report> {
  return (await runImport(db, storage, actor, exported, options)).report;
}

/** `importExport` in turns: from where `options.resume` says, until `options.afterEach` says stop. */
export async function runImport(
  db: Db,
  storage: Storage,
  actor: SessionUser,
  exported: SourceExport,
  options: ImportOptions,
): Promise<ImportRun> {
  const source = sourceKey(exported);
  const report = options.resume?.report ?? emptyReport(exported.system, options.dryRun);
  const skip = options.resume?.handled ?? 0;
  const people = new Map<string, Promise<Author | null>>();
  const authorsById = new Map(exported.authors.map((a) => [a.id, a]));
  const authors = (id: string) => {
    let person = people.get(id);
    if (!person) {
      const author = authorsById.get(id) ?? { id, name: id, slug: id };
      person = personFor(db, source, author, options.dryRun).then(({ person, outcome }) => {
        report.authors[outcome]++;
        return person;
      });
      people.set(id, person);
    }
    return person;
  };
  const run: PostRun = {
    db,
    actor,
    source,
    report,
    categoryMap: options.categoryMap,
    authors,
    image: options.dryRun
      ? null
      : tallied(createImageCopier(db, storage, actor, source, options.images), report, "images"),
    mediaFile: options.dryRun
      ? null
      : tallied(createMediaFileCopier(db, storage, actor, source, options.images), report, "media"),
    imagesSeen: new Set(),
    mediaSeen: new Set(),
    now: options.now ?? new Date(),
  };
  // A resumed run's authors were counted by the first: they are looked up again, not counted again.
  const counted = { ...report.authors };
  for (const author of exported.authors) await authors(author.id);
  if (skip > 0) report.authors = counted;
  let handled = 0;
  for await (const post of exported.posts) {
    if (handled++ < skip) continue;
    await (post.type === "page" ? importPage(post, run) : importPost(post, run));
    if (options.afterEach && (await options.afterEach(handled, report)) === "stop")
      return { report, handled, finished: false };
  }
  // An import run on the command line has no address; the portal's has the request's that confirmed it.
  if (!options.dryRun)
    await recordAudit(
      db,
      { ...actorOf(actor), ip: actor.ip ?? COMMAND_LINE },
      {
        action: "import",
        summary: importSummary(report),
        details: countsOf(report),
      },
    );
  return { report, handled, finished: true };
}

/** The copier with each distinct file counted once in the report (images, or video and audio): copied,
 * held already, or not had (listed with why). */
function tallied<T extends Had | HadFile>(
  copy: (url: string, alt?: string) => Promise<T>,
  report: Report,
  row: "images" | "media",
) {
  const counted = new Set<string>();
  return async (url: string, alt = ""): Promise<T> => {
    const had = await copy(url, alt);
    if (counted.has(url)) return had;
    counted.add(url);
    if ("missing" in had) {
      report[row].skipped++;
      report.imagesNotHad.push({ url, reason: had.missing });
    } else if (had.fresh) report[row].imported++;
    else report[row].already++;
    return had;
  };
}
