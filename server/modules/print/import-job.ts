import fs from "node:fs";
import path from "node:path";
import { and, eq, isNull, sql } from "drizzle-orm";
import { MEDIA_FILE_PART_BYTES } from "#shared/media-files.ts";
import type { PrintImportReport } from "#shared/print.ts";
import { can } from "#shared/roles.ts";
import { isUuid } from "#shared/schemas/fields.ts";
import type { Db } from "../../db/client.ts";
import { printImportFiles, printImports, users } from "../../db/schema.ts";
import type { ImportStore } from "../../providers/import-store.ts";
import type { Storage } from "../../providers/storage.ts";
import { sessionUserColumns } from "../accounts/sessions.ts";
import { MAX_ATTEMPTS } from "../jobs/queue.ts";
import { errorMessage, type JobHandler } from "../jobs/worker.ts";
import { importEditions, PrintImportRefused } from "./bulk-import.ts";
import { queuePrintImport, removeParts } from "./portal-import.ts";

export type PrintImportOptions = {
  /** Where the files' parts wait (the media files' parts store). */
  parts: ImportStore;
  storage: Storage;
  dataDir: string;
  onChange: (change: "content") => void;
  /** The server is stopping: the import ends after the file it is on, and the next run goes on. */
  stopping: () => boolean;
};

export const NO_LONGER_EDITOR = "The editor who began it can no longer change print editions.";

/** What one run adds to what the import had: files already in it (refused before any was sent, or
 * imported by an earlier run that stopped, which this one finds already there) keep their first word. */
export function addReport(base: PrintImportReport, next: PrintImportReport): PrintImportReport {
  const seen = new Set([
    ...base.made.map((m) => m.file),
    ...base.skipped.map((s) => s.file),
    ...base.refused.map((r) => r.file),
    ...base.unmatched,
  ]);
  const fresh = <T>(list: T[], file: (item: T) => string) => list.filter((item) => !seen.has(file(item)));
  return {
    made: [...base.made, ...fresh(next.made, (m) => m.file)],
    skipped: [...base.skipped, ...fresh(next.skipped, (s) => s.file)],
    unmatched: [...base.unmatched, ...fresh(next.unmatched, (u) => u)],
    refused: [...base.refused, ...fresh(next.refused, (r) => r.file)].sort((a, b) =>
      a.file < b.file ? -1 : 1,
    ),
  };
}

/** Who the import acts as: the editor who began it, while they may still change print editions. */
async function editorOf(db: Db, id: string | null) {
  if (!id) return null;
  const [user] = await db
    .select(sessionUserColumns)
    .from(users)
    .where(and(eq(users.id, id), isNull(users.deactivatedAt)));
  return user && can(user.role, "printEditions") ? user : null;
}

/** Each file whole, from its parts, in the import's own folder (kept until it ends, so that a run after
 * a stop finds them): written under a hidden name, which the import passes over, then named as chosen. */
async function assemble(db: Db, parts: ImportStore, importId: string, dir: string) {
  await fs.promises.mkdir(dir, { recursive: true, mode: 0o700 });
  const files = await db.select().from(printImportFiles).where(eq(printImportFiles.importId, importId));
  for (const file of files) {
    const target = path.join(dir, file.name);
    if (fs.statSync(target, { throwIfNoEntry: false })?.size === file.size) continue;
    const hidden = path.join(dir, `.${file.name}`);
    await parts.assemble(file.id, Math.ceil(file.size / MEDIA_FILE_PART_BYTES), hidden);
    await fs.promises.rename(hidden, target);
  }
}

/**
 * The portal import's job (decision 0079): the command's import (importEditions) on the files the
 * editor sent, as that editor, beside the other jobs. Its report joins what was refused before a byte
 * was sent. It stops after the file it is on when the server stops, keeping its report, and goes on at
 * the next start. An import that cannot start (no poppler-utils now) fails with the reason; another
 * failure is retried by the queue, and the last try fails it. The files and their parts go when it ends.
 */
export function printImportHandler(options: PrintImportOptions): JobHandler {
  const handler: JobHandler = async (db, job) => {
    const id = String(job.payload.id ?? "");
    if (!isUuid(id)) return;
    const [row] = await db
      .select()
      .from(printImports)
      .where(and(eq(printImports.id, id), eq(printImports.state, "importing")));
    if (!row) return;
    const dir = path.join(options.dataDir, "print-imports", id);
    const settle = async (set: Partial<typeof row>) => {
      await db
        .update(printImports)
        .set({ ...set, updatedAt: sql`now()`, finishedAt: sql`now()` })
        .where(eq(printImports.id, id));
      await removeParts(db, options.parts, id);
      await fs.promises.rm(dir, { recursive: true, force: true });
    };
    try {
      const actor = await editorOf(db, row.createdBy);
      if (!actor) return await settle({ state: "failed", error: NO_LONGER_EDITOR });
      await assemble(db, options.parts, id, dir);
      const run = await importEditions(db, options.storage, actor, {
        dir,
        pattern: row.pattern,
        publish: row.publish,
        stopping: options.stopping,
      });
      const report = addReport(row.report, run);
      if (run.stopped) {
        await db
          .update(printImports)
          .set({ report, updatedAt: sql`now()` })
          .where(eq(printImports.id, id));
        await queuePrintImport(db, id);
      } else await settle({ state: "done", report, error: null });
      if (row.publish && run.made.length) options.onChange("content");
    } catch (error) {
      const message = errorMessage(error);
      if (error instanceof PrintImportRefused) return await settle({ state: "failed", error: message });
      if (job.attempts >= MAX_ATTEMPTS) await settle({ state: "failed", error: message });
      else
        await db
          .update(printImports)
          .set({ error: message, updatedAt: sql`now()` })
          .where(eq(printImports.id, id));
      throw error;
    }
  };
  return Object.assign(handler, { ownTransactions: true as const, beside: true as const });
}
