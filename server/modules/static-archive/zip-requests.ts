import { Readable } from "node:stream";
import { formatSize } from "#shared/counted.ts";
import { formatDateTime } from "#shared/local-time.ts";
import type { ArchiveZipOverview } from "#shared/archive-zip.ts";
import { parseSchoolYearSlug } from "#shared/school-year.ts";
import type { Db } from "../../db/client.ts";
import type { BackupStore } from "../../providers/backup-store.ts";
import { assertCan } from "../accounts/policies.ts";
import type { SessionUser } from "../accounts/sessions.ts";
import { actorOf, recordAudit } from "../audit/record.ts";
import type { Download } from "../backups/exports.ts";
import { Conflict, Invalid, NotFound } from "../errors.ts";
import { listOpen } from "../jobs/queue.ts";
import { currentSchoolYear, getSchoolYearSetting, schoolYear } from "../school-year/setting.ts";
import { SECTIONS, type ArchiveScope } from "./scope.ts";
import { ARCHIVE_JOB_KEY, getArchiveState, queueArchive, setArchiveJob } from "./zip-job.ts";

/** How many school years back Settings offers an archive of. */
const YEARS_OFFERED = 6;

const partLabel = (scope: ArchiveScope) =>
  scope.kind === "site"
    ? "the whole site"
    : scope.kind === "year"
      ? `the school year ${scope.year}`
      : `the section ${scope.section}`;

/** A form's `part` (site, year:2025-26 or section:politics) as an archive's scope. */
function scopeOf(part: unknown): ArchiveScope {
  const value = typeof part === "string" ? part : "";
  if (value === "site") return { kind: "site" };
  const [kind, name = ""] = value.split(":", 2);
  if (kind === "year" && parseSchoolYearSlug(name) !== null) return { kind: "year", year: name };
  if (kind === "section" && SECTIONS.includes(name)) return { kind: "section", section: name };
  throw new Invalid("Choose what the archive holds.", {
    part: "Choose the whole site, a school year or a section.",
  });
}

/**
 * An admin asks for an archive of the site, or of one school year or section, as a zip (decision 0080):
 * its job is queued, unless one is waiting or running already. Recorded in the audit log.
 */
export async function requestArchive(
  db: Db,
  actor: SessionUser | null | undefined,
  form: { part?: unknown },
) {
  assertCan(actor, "backups");
  const scope = scopeOf(form.part);
  if ((await listOpen(db, ARCHIVE_JOB_KEY)).length > 0)
    throw new Conflict("An archive is being made already: wait for it to finish, then ask again.");
  await setArchiveJob(db, { state: "queued", at: new Date().toISOString(), scope });
  await queueArchive(db);
  await recordAudit(db, actorOf(actor), {
    action: "archive",
    subject: { type: "archive", id: scope.kind },
    summary: `An archive of ${partLabel(scope)}`,
  });
  return { part: partLabel(scope) };
}

/** What Settings → Archive shows an admin: the job's state and progress, the zip ready, the choices. */
export async function archiveOverview(
  db: Db,
  store: BackupStore,
  timeZone: string,
): Promise<ArchiveZipOverview> {
  const [{ job, ready }, current, setting] = await Promise.all([
    getArchiveState(db),
    currentSchoolYear(db, timeZone),
    getSchoolYearSetting(db),
  ]);
  const when = (at: string) => formatDateTime(new Date(at), timeZone);
  const years = Array.from({ length: YEARS_OFFERED }, (_, i) => schoolYear(current.start - i, setting));
  return {
    job:
      !job || job.state === "done"
        ? null
        : job.state === "failed"
          ? { state: "failed", at: when(job.at), part: partLabel(job.scope), error: job.error }
          : job.state === "running"
            ? {
                state: "running",
                at: when(job.at),
                part: partLabel(job.scope),
                done: job.done,
                known: job.known,
              }
            : { state: "queued", at: when(job.at), part: partLabel(job.scope) },
    ready: ready && { at: when(ready.at), part: partLabel(ready.scope), size: formatSize(ready.size) },
    parts: [
      { value: "site", label: "The whole site" },
      ...years.map((y) => ({ value: `year:${y.slug}`, label: `The school year ${y.name}` })),
      ...SECTIONS.map((s) => ({ value: `section:${s}`, label: `The section ${s}` })),
    ],
    where: store.where,
  };
}

/** The newest archive's zip, for an admin to download; recorded in the audit log as an export. */
export async function archiveDownload(
  db: Db,
  store: BackupStore,
  actor: SessionUser | null | undefined,
): Promise<Download> {
  assertCan(actor, "backups");
  const { ready } = await getArchiveState(db);
  if (!ready) throw new NotFound("No archive is ready yet: make one in Settings → Archive first.");
  const { body } = await store.open(ready.name).catch((error: unknown) => {
    throw /ENOENT|NoSuchKey/.test(String((error as Error).name) + String((error as Error).message))
      ? new NotFound("The archive's file is gone from where it was kept: make a new one.")
      : error;
  });
  await recordAudit(db, actorOf(actor), {
    action: "export",
    subject: { type: "export", id: "site-archive" },
    summary: `The archive of ${partLabel(ready.scope)}`,
  });
  return {
    body: Readable.toWeb(body) as ReadableStream<Uint8Array>,
    fileName: ready.name,
    contentType: "application/zip",
  };
}
