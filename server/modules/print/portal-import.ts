import { and, desc, eq, lt, sql } from "drizzle-orm";
import { MEDIA_FILE_PART_BYTES, MEDIA_FILE_TEXTS } from "#shared/media-files.ts";
import { isUuid } from "#shared/schemas/fields.ts";
import { printImportFileStart, printImportStart } from "#shared/schemas/print.ts";
import type { Db } from "../../db/client.ts";
import { printImportFiles, printImports, users } from "../../db/schema.ts";
import type { ImportStore } from "../../providers/import-store.ts";
import { assertCan } from "../accounts/policies.ts";
import type { SessionUser } from "../accounts/sessions.ts";
import { Conflict, Invalid, NotFound } from "../errors.ts";
import { enqueue } from "../jobs/queue.ts";
import { validate } from "../validate.ts";
import { NO_POPPLER_FOR_IMPORT, planImport, PrintImportRefused } from "./bulk-import.ts";
import { BadPattern } from "./file-names.ts";
import { findPoppler } from "./poppler.ts";

type Actor = SessionUser | null | undefined;

/** The queued job that imports the files of a portal import (./import-job.ts). */
export const PRINT_IMPORT_JOB = "print-import";
export const printImportKey = (id: string) => `${PRINT_IMPORT_JOB}:${id}`;
export const queuePrintImport = (db: Db, id: string) =>
  enqueue(db, { name: PRINT_IMPORT_JOB, key: printImportKey(id), payload: { id } });

const GONE = "That import is not there any more: choose the files again.";
/** The imports Print editions shows, newest first. */
const LISTED = 5;

/**
 * Begins an import of past editions from the portal (decision 0079), for editors: the pattern reads the
 * chosen files' names as the command's does (planImport: one implementation), before a byte is sent. A
 * bad pattern, one that reads none of the names, or a machine without poppler-utils is refused (400,
 * nothing stored). Otherwise the import is kept with what was refused or not matched already, and
 * answers the files to send; with none to send, it is done at once.
 */
export async function beginPrintImport(db: Db, actor: Actor, input: unknown, poppler?: boolean) {
  assertCan(actor, "printEditions");
  const form = validate(printImportStart, input);
  const names = form.files.map((f) => f.name);
  const twice = names.find((name, i) => names.indexOf(name) !== i);
  if (twice) throw new Invalid(`Two of the files are named ${twice}: choose one of them.`, { files: twice });
  let plan;
  try {
    plan = planImport(form.files, form.pattern, "you chose");
  } catch (error) {
    if (!(error instanceof BadPattern || error instanceof PrintImportRefused)) throw error;
    throw new Invalid(error.message, { pattern: error.message });
  }
  if (!(poppler ?? (await findPoppler()))) throw new Invalid(NO_POPPLER_FOR_IMPORT);
  const sizes = new Map(form.files.map((f) => [f.name, f.size]));
  const sending = plan.files.length > 0;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(printImports)
      .values({
        createdBy: actor.id,
        pattern: form.pattern,
        publish: form.publish,
        state: sending ? "uploading" : "done",
        report: { made: [], skipped: [], unmatched: plan.unmatched, refused: plan.refused },
        finishedAt: sending ? null : new Date(),
      })
      .returning({ id: printImports.id, state: printImports.state });
    const files = sending
      ? await tx
          .insert(printImportFiles)
          .values(plan.files.map(({ name }) => ({ importId: row!.id, name, size: sizes.get(name)! })))
          .returning({ id: printImportFiles.id, name: printImportFiles.name, size: printImportFiles.size })
      : [];
    return { ...row!, files };
  });
}

/** A file of this editor's import that is still being sent, with what the server has of it. */
async function sendingFile(db: Db, actor: SessionUser, where: ReturnType<typeof and>) {
  const [file] = await db
    .select({
      id: printImportFiles.id,
      importId: printImportFiles.importId,
      size: printImportFiles.size,
      received: printImportFiles.received,
    })
    .from(printImportFiles)
    .innerJoin(printImports, eq(printImports.id, printImportFiles.importId))
    .where(and(where, eq(printImports.createdBy, actor.id), eq(printImports.state, "uploading")));
  if (!file) throw new NotFound(GONE);
  return file;
}

/** Where the upload in parts of one file begins (or goes on): its id and how many bytes the server has. */
export async function startPrintImportFile(db: Db, actor: Actor, input: unknown) {
  assertCan(actor, "printEditions");
  const form = validate(printImportFileStart, input);
  const file = await sendingFile(
    db,
    actor,
    and(
      eq(printImportFiles.importId, form.batch),
      eq(printImportFiles.name, form.name),
      eq(printImportFiles.size, form.size),
    ),
  );
  return { id: file.id, received: file.received };
}

/**
 * Keeps one part of a file (as the media files' upload does: parts of MEDIA_FILE_PART_BYTES, a part the
 * server has taken again, one out of turn refused). Its bytes are not read here: the import's job
 * checks each whole file as an upload is checked, and reports what it refuses. With the last part of
 * the last file, the import's job is queued.
 */
export async function receivePrintImportPart(
  db: Db,
  parts: ImportStore,
  actor: Actor,
  id: unknown,
  offset: number,
  bytes: Uint8Array,
) {
  assertCan(actor, "printEditions");
  if (!isUuid(id)) throw new NotFound(GONE);
  const file = await sendingFile(db, actor, eq(printImportFiles.id, id));
  const index = offset / MEDIA_FILE_PART_BYTES;
  const last = Math.ceil(file.size / MEDIA_FILE_PART_BYTES) - 1;
  const expected = index === last ? file.size - offset : MEDIA_FILE_PART_BYTES;
  if (!Number.isInteger(index) || index < 0 || index > last || bytes.length !== expected)
    throw new Invalid(MEDIA_FILE_TEXTS.doesNotFit);
  if (offset < file.received) return { received: file.received, file: null };
  if (offset > file.received)
    throw new Conflict(`The server has ${file.received} bytes of this file: send from there.`);
  await parts.savePart(file.id, index, bytes);
  const received = offset + bytes.length;
  const queued = await db.transaction(async (tx) => {
    // The import's row first: the last parts of two files cannot both think the other unfinished.
    await tx.select().from(printImports).where(eq(printImports.id, file.importId)).for("update");
    const moved = await tx
      .update(printImportFiles)
      .set({ received })
      .where(and(eq(printImportFiles.id, file.id), eq(printImportFiles.received, offset)))
      .returning({ id: printImportFiles.id });
    if (!moved.length)
      throw new Conflict("Another tab is sending this file: wait for it, or choose the files again.");
    const unfinished = await tx.$count(
      printImportFiles,
      and(eq(printImportFiles.importId, file.importId), lt(printImportFiles.received, printImportFiles.size)),
    );
    await tx
      .update(printImports)
      .set({ updatedAt: sql`now()`, ...(unfinished ? {} : { state: "importing" as const }) })
      .where(eq(printImports.id, file.importId));
    if (!unfinished) await queuePrintImport(tx, file.importId);
    return unfinished === 0;
  });
  return { received, file: received === file.size ? { id: file.id, queued } : null };
}

/** Print editions' imports, newest first, with their reports: where each stands, for editors. */
export async function recentPrintImports(db: Db, actor: Actor) {
  assertCan(actor, "printEditions");
  return db
    .select({
      id: printImports.id,
      state: printImports.state,
      pattern: printImports.pattern,
      publish: printImports.publish,
      report: printImports.report,
      error: printImports.error,
      createdAt: printImports.createdAt,
      finishedAt: printImports.finishedAt,
      by: users.name,
    })
    .from(printImports)
    .leftJoin(users, eq(users.id, printImports.createdBy))
    .orderBy(desc(printImports.createdAt))
    .limit(LISTED);
}

export const STOPPED_UPLOAD =
  "The upload stopped before every file had come, and nothing was imported: choose the files again.";

/** Imports whose files stopped coming a day ago: failed, their parts removed (the daily clean-up). */
export async function forgetStalePrintImports(db: Db, parts: ImportStore, now = new Date()) {
  const stale = await db
    .update(printImports)
    .set({ state: "failed", error: STOPPED_UPLOAD, updatedAt: now, finishedAt: now })
    .where(
      and(
        eq(printImports.state, "uploading"),
        lt(printImports.updatedAt, new Date(now.getTime() - 86_400_000)),
      ),
    )
    .returning({ id: printImports.id });
  for (const { id } of stale) await removeParts(db, parts, id);
  return stale.length;
}

/** The parts of every file of an import, gone from the store. */
export async function removeParts(db: Db, parts: ImportStore, importId: string) {
  const files = await db
    .select({ id: printImportFiles.id })
    .from(printImportFiles)
    .where(eq(printImportFiles.importId, importId));
  for (const { id } of files) await parts.remove(id);
}
