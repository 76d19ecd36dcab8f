import fs from "node:fs";
import { and, eq, sql } from "drizzle-orm";
import { SITE_IMPORT_PART_BYTES } from "#shared/constants.ts";
import type { PageChange } from "#shared/page-change.ts";
import type { Db } from "../../db/client.ts";
import { siteImports, users } from "../../db/schema.ts";
import { assembledFile, type ImportStore } from "../../providers/import-store.ts";
import type { FileFetch } from "../../providers/outbound.ts";
import type { Storage } from "../../providers/storage.ts";
import { sessionUserColumns, type SessionUser } from "../accounts/sessions.ts";
import { MAX_ATTEMPTS, stillHeld, type ClaimedJob } from "../jobs/queue.ts";
import { errorMessage, type JobHandler } from "../jobs/worker.ts";
import { readCategoryMap } from "../moving-in/categories.ts";
import { readExport } from "../moving-in/read-export.ts";
import { reportOf, storedReport, type Report, type StoredReport } from "../moving-in/report.ts";
import { runImport } from "../moving-in/run.ts";
import { UnreadableExport } from "../moving-in/source.ts";
import { queueCheck } from "./queue.ts";

type Row = typeof siteImports.$inferSelect;

export type SiteImportOptions = {
  store: ImportStore;
  storage: Storage;
  dataDir: string;
  /** Fetches an image of the old site (server/providers/outbound.ts, under the address policy). */
  fetchFile: FileFetch;
  onChange: (change: PageChange) => void;
  /** The server is stopping: the run ends after the post it is on, and the next goes on from there. */
  stopping: () => boolean;
};

/** How often a run keeps where it is (a kill loses at most this much of the report's counting). */
const SAVE_EVERY_MS = 2_000;
/** How often the import drops the cached pages, so that readers see the posts as they come. */
const PAGES_EVERY_MS = 15_000;

const partsOf = (size: number) => Math.ceil(size / SITE_IMPORT_PART_BYTES);

/** Who the run acts as: the admin who confirmed it (or, for the dry run, who uploaded it), with the
 * confirming request's address; null when that person is no longer an admin. */
async function actorOf(db: Db, row: Row): Promise<SessionUser | null> {
  const id = row.confirmedBy ?? row.createdBy;
  if (!id) return null;
  const [user] = await db
    .select(sessionUserColumns)
    .from(users)
    .where(and(eq(users.id, id), eq(users.role, "admin"), sql`${users.deactivatedAt} is null`));
  return user ? { ...user, ip: row.confirmedFrom } : null;
}

/** Ends the import in `state`: its file goes (the reports stay). */
async function settle(db: Db, options: SiteImportOptions, id: string, set: Partial<Row>) {
  await db
    .update(siteImports)
    .set({ ...set, updatedAt: sql`now()`, finishedAt: sql`now()` })
    .where(eq(siteImports.id, id));
  await options.store.remove(id);
  await fs.promises.rm(assembledFile(options.dataDir, id), { force: true });
}

/**
 * The import's job (decision 0070). It runs beside the queue's other jobs (a scheduled publication is
 * not held up by an hour's import), reads the export from the file assembled from its parts, and runs
 * the dry run ('checking') or the import ('importing') from where the row says: posts and pages before
 * `handled` are read past. It keeps its place every SAVE_EVERY_MS while it still holds the job, and
 * stops after the post it is on when the server stops, queueing the rest. A file that cannot be read
 * is refused at its dry run; any other failure is retried by the queue, and the last try fails it.
 */
export function siteImportHandler(options: SiteImportOptions): JobHandler {
  const handler: JobHandler = async (db: Db, job: ClaimedJob) => {
    const id = String(job.payload.id);
    const [row] = await db.select().from(siteImports).where(eq(siteImports.id, id));
    if (!row || (row.state !== "checking" && row.state !== "importing")) return;
    const dryRun = row.state === "checking";
    try {
      const actor = await actorOf(db, row);
      if (!actor) {
        await settle(db, options, id, {
          state: "failed",
          error: "The admin who began it is no longer an admin.",
        });
        return;
      }
      const file = assembledFile(options.dataDir, id);
      if (!fs.existsSync(file)) await options.store.assemble(id, partsOf(row.size), file);
      const exported = await readExport(file, row.fileName);
      const saved = (dryRun ? row.dryRun : row.report) as StoredReport | null;
      let savedAt = Date.now();
      let pagesAt = savedAt;
      let lost = false;
      const keep = async (handled: number, report: Report) => {
        const kept = await db
          .update(siteImports)
          .set({
            handled,
            [dryRun ? "dryRun" : "report"]: storedReport(report),
            error: null,
            updatedAt: sql`now()`,
          })
          .where(and(eq(siteImports.id, id), eq(siteImports.state, row.state), stillHeld(job)))
          .returning({ id: siteImports.id });
        lost = kept.length === 0;
        return !lost;
      };
      const run = await runImport(db, options.storage, actor, exported, {
        categoryMap: readCategoryMap(undefined),
        images: { fetchFile: options.fetchFile },
        dryRun,
        resume: saved && row.handled > 0 ? { report: reportOf(saved), handled: row.handled } : undefined,
        async afterEach(handled, report) {
          const now = Date.now();
          const stop = options.stopping();
          if (!stop && now - savedAt < SAVE_EVERY_MS) return "go";
          savedAt = now;
          if (!(await keep(handled, report)) || stop) return "stop";
          if (!dryRun && now - pagesAt >= PAGES_EVERY_MS) {
            pagesAt = now;
            options.onChange("content");
          }
          return "go";
        },
      });
      if (!run.finished) {
        // Stopping: the rest runs at the next start (or in another process). A run that lost its
        // job to another process leaves it to that one.
        if (!lost) await queueCheck(db, id);
        return;
      }
      const report = storedReport(run.report);
      if (dryRun)
        await db
          .update(siteImports)
          .set({ state: "checked", dryRun: report, total: run.handled, handled: 0, updatedAt: sql`now()` })
          .where(and(eq(siteImports.id, id), eq(siteImports.state, "checking")));
      else {
        await settle(db, options, id, { state: "done", report, handled: run.handled });
        options.onChange("everything");
      }
    } catch (error) {
      if (dryRun && error instanceof UnreadableExport) {
        await settle(db, options, id, { state: "refused", error: error.message });
        return;
      }
      const message = errorMessage(error);
      if (job.attempts >= MAX_ATTEMPTS) await settle(db, options, id, { state: "failed", error: message });
      else
        await db
          .update(siteImports)
          .set({ error: message, updatedAt: sql`now()` })
          .where(eq(siteImports.id, id));
      if (!dryRun) options.onChange("everything");
      throw error;
    }
  };
  return Object.assign(handler, { ownTransactions: true as const, beside: true as const });
}
