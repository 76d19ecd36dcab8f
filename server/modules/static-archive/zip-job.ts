import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { isoDayIn } from "#shared/dates.ts";
import type { ArchivedCopy } from "#shared/archived-copy.ts";
import type { Db } from "../../db/client.ts";
import type { BackupStore } from "../../providers/backup-store.ts";
import { enqueue } from "../jobs/queue.ts";
import { errorMessage, type JobHandler } from "../jobs/worker.ts";
import { readSettings, setSetting } from "../settings/store.ts";
import { getSiteIdentity } from "../settings/site-settings.ts";
import type { RenderAddress } from "./crawl.ts";
import { makeArchive } from "./run.ts";
import type { ArchiveScope } from "./scope.ts";
import { zipFolder } from "./zip.ts";

/** Settings → Archive's job (decision 0080): one key, so one archive at a time. */
export const ARCHIVE_JOB = "static-archive";
export const ARCHIVE_JOB_KEY = "static-archive";

/** The job asked for last, as it waits, runs or failed (a finished one leaves `ready`). */
export type ArchiveJobStatus =
  | { state: "queued"; at: string; scope: ArchiveScope }
  | { state: "running"; at: string; scope: ArchiveScope; done: number; known: number }
  | { state: "failed"; at: string; scope: ArchiveScope; error: string }
  | { state: "done"; at: string; scope: ArchiveScope };

/** The newest zip, kept in the backups' store under `name`. */
export type ArchiveReady = { at: string; scope: ArchiveScope; name: string; size: number };

const JOB_KEY = "static_archive_job";
const READY_KEY = "static_archive_ready";

export async function getArchiveState(
  db: Db,
): Promise<{ job: ArchiveJobStatus | null; ready: ArchiveReady | null }> {
  const settings = await readSettings(db, [JOB_KEY, READY_KEY]);
  return {
    job: (settings.get(JOB_KEY) as ArchiveJobStatus) ?? null,
    ready: (settings.get(READY_KEY) as ArchiveReady) ?? null,
  };
}

export const setArchiveJob = (db: Db, status: ArchiveJobStatus) => setSetting(db, JOB_KEY, status);

/** The zip's name in the store: the instant it was asked to be made, in UTC. */
const zipName = (at: Date) => `borderland-archive-${at.toISOString().slice(0, 19).replace(/:/g, "-")}Z.zip`;

/** Queues the archive's job now (asked for, or the rest of a run a stop cut short). */
export const queueArchive = (db: Db) => enqueue(db, { name: ARCHIVE_JOB, key: ARCHIVE_JOB_KEY });

class Stopping extends Error {}

/** How often, at most, a running job writes its progress for the page. */
const PROGRESS_MS = 2000;

/**
 * Makes the archive a job's payload asks for (the whole site, a school year or a section) as the command
 * does, zips it, and keeps the zip in the backups' store, where it replaces the previous one. The job's
 * state and progress are kept for Settings. A failure is kept with its reason and not retried: the
 * admin, told why, asks again.
 */
export function archiveZipHandler(deps: {
  store: BackupStore;
  timeZone: string;
  liveUrl: string;
  /** The uploads' bucket's own address, when pages name uploads by it (S3_PUBLIC_URL). */
  uploadsUrl: string | null;
  /** The site's own request handling in archive mode (server/http/archive-renderer.ts). */
  openRender: (copy: ArchivedCopy) => Promise<RenderAddress>;
  /** The server is stopping: the run ends, and begins again at the next start. */
  stopping: () => boolean;
}): JobHandler {
  const run = async (db: Db) => {
    const { job } = await getArchiveState(db);
    if (!job || job.state !== "queued") return;
    const { scope, at } = job;
    const scratch = await fs.promises.mkdtemp(path.join(os.tmpdir(), "borderland-archive-zip-"));
    try {
      await setArchiveJob(db, { state: "running", at, scope, done: 0, known: 0 });
      const { siteName } = await getSiteIdentity(db);
      const copy = { siteName, madeOn: isoDayIn(new Date(), deps.timeZone), liveUrl: deps.liveUrl };
      let told = Date.now();
      const dir = path.join(scratch, "site");
      await makeArchive({
        db,
        timeZone: deps.timeZone,
        render: await deps.openRender(copy),
        copy,
        dir,
        scope,
        uploadsUrl: deps.uploadsUrl,
        onProgress: async (done, known) => {
          if (deps.stopping()) throw new Stopping();
          if (Date.now() - told < PROGRESS_MS) return;
          told = Date.now();
          await setArchiveJob(db, { state: "running", at, scope, done, known });
        },
      });
      const name = zipName(new Date(at));
      const file = path.join(scratch, name);
      const { size } = await zipFolder(dir, file, { root: `borderland-archive-${copy.madeOn}` });
      await deps.store.save(name, file);
      const { ready: previous } = await getArchiveState(db);
      await setSetting(db, READY_KEY, {
        at: new Date().toISOString(),
        scope,
        name,
        size,
      } satisfies ArchiveReady);
      await setArchiveJob(db, { state: "done", at, scope });
      if (previous && previous.name !== name) await deps.store.remove(previous.name);
    } catch (error) {
      if (error instanceof Stopping) {
        await setArchiveJob(db, { state: "queued", at, scope });
        await queueArchive(db);
        return;
      }
      await setArchiveJob(db, { state: "failed", at, scope, error: errorMessage(error) });
    } finally {
      await fs.promises.rm(scratch, { recursive: true, force: true });
    }
  };
  // Beside the other jobs: mail and publications do not wait for an archive of many minutes.
  return Object.assign(run, { ownTransactions: true as const, beside: true as const });
}
