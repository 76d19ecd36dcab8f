import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import { editionLabel } from "#shared/print.ts";
import { editionForm } from "#shared/schemas/print.ts";
import type { Db } from "../../db/client.ts";
import { mediaFiles, printEditions } from "../../db/schema.ts";
import type { Storage } from "../../providers/storage.ts";
import type { SessionUser } from "../accounts/sessions.ts";
import { DomainError } from "../errors.ts";
import { keepWholeMediaFile } from "../media-files/keep.ts";
import { Refused } from "../media-files/sniff.ts";
import { saveEdition } from "./editions.ts";
import { readPattern, type NameFields } from "./file-names.ts";
import { moveEdition } from "./lifecycle.ts";
import { findPoppler } from "./poppler.ts";

/** What the import did, file by file (the command prints it: formatPrintImport). */
export type PrintImportReport = {
  made: { file: string; label: string; published: boolean }[];
  /** An edition of that volume and number is already there (an earlier run, or an editor's). */
  skipped: { file: string; label: string }[];
  unmatched: string[];
  refused: { file: string; reason: string }[];
};

/** The import cannot start: the message says why; nothing was stored. */
export class PrintImportRefused extends Error {}

export const NO_POPPLER_FOR_IMPORT =
  "This machine has no poppler-utils, which make each edition's cover and read its text: install them (apt-get install poppler-utils) and run the import again.";

/** The checks of an edition's fields that need no PDF: a first answer, before a file is stored. */
function fieldsProblem(fields: NameFields): string | null {
  const day = new Date(`${fields.date}T00:00:00Z`);
  if (Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== fields.date)
    return `${fields.date} is not a day on the calendar.`;
  const checked = editionForm.safeParse({
    ...fields,
    title: fields.title ?? "-",
    pdfFileId: "00000000-0000-4000-8000-000000000000",
    cover: "",
  });
  return checked.success ? null : checked.error.issues[0]!.message;
}

async function exists(db: Db, fields: NameFields) {
  const same = and(eq(printEditions.volume, fields.volume), eq(printEditions.number, fields.number));
  return (await db.$count(printEditions, same)) > 0;
}

/** The PDF kept through an upload's checks, from a link in a folder of our own: the cover is made beside
 * the file, and the operator's folder stays as it was. */
async function keepPdf(db: Db, storage: Storage, actor: SessionUser, file: string, fileName: string) {
  const work = await fs.promises.mkdtemp(path.join(os.tmpdir(), "borderland-print-import-"));
  try {
    const link = path.join(work, "edition.pdf");
    await fs.promises.symlink(file, link);
    const { size } = await fs.promises.stat(file);
    const whole = { file: link, extension: "pdf", fileName, size };
    return await keepWholeMediaFile(db, storage, actor, whole, { ffmpeg: null, poppler: true }, ["pdf"]);
  } finally {
    await fs.promises.rm(work, { recursive: true, force: true });
  }
}

/**
 * Moves a folder of past editions in (decision 0079): each file whose name the pattern reads
 * (./file-names.ts) is checked and stored as an upload is (keepWholeMediaFile: %PDF-, pdfinfo, the
 * cover from its first page, the job that reads its text) and becomes a draft edition, or a published
 * one with `publish`. An edition whose volume and number are already there is skipped, so a second run
 * adds nothing. A bad pattern, one that matches no file, or a machine without poppler-utils throws
 * before anything is stored.
 */
export async function importEditions(
  db: Db,
  storage: Storage,
  actor: SessionUser,
  options: { dir: string; pattern: string; publish?: boolean; poppler?: boolean },
): Promise<PrintImportReport> {
  const read = readPattern(options.pattern);
  if (!(options.poppler ?? (await findPoppler()))) throw new PrintImportRefused(NO_POPPLER_FOR_IMPORT);
  const names = (await fs.promises.readdir(options.dir, { withFileTypes: true }))
    .filter((entry) => entry.isFile() && !entry.name.startsWith("."))
    .map((entry) => entry.name)
    .sort();
  if (!names.length) throw new PrintImportRefused(`There are no files in ${options.dir}.`);
  const matched = names.map((name) => ({ name, fields: read(name) }));
  if (!matched.some((m) => m.fields))
    throw new PrintImportRefused(
      `The pattern ${options.pattern} matches none of the ${names.length} files in ${options.dir} (such as ${names
        .slice(0, 3)
        .join(", ")}): nothing was imported. Check the pattern against one of the names.`,
    );
  const report: PrintImportReport = { made: [], skipped: [], unmatched: [], refused: [] };
  for (const { name, fields } of matched) {
    if (!fields) {
      report.unmatched.push(name);
      continue;
    }
    const label = editionLabel(fields.volume, fields.number);
    const problem = fieldsProblem(fields);
    if (problem) report.refused.push({ file: name, reason: problem });
    else if (await exists(db, fields)) report.skipped.push({ file: name, label });
    else {
      const made = await importOne(db, storage, actor, path.join(options.dir, name), fields, options.publish);
      if (typeof made === "string") report.refused.push({ file: name, reason: made });
      else report.made.push({ file: name, label, published: options.publish ?? false });
    }
  }
  return report;
}

/** One file: its PDF kept, its edition saved (and published); the refusal's message, nothing kept. */
async function importOne(
  db: Db,
  storage: Storage,
  actor: SessionUser,
  file: string,
  fields: NameFields,
  publish = false,
): Promise<string | { id: string }> {
  let pdf;
  try {
    pdf = await keepPdf(db, storage, actor, file, path.basename(file));
  } catch (error) {
    if (error instanceof Refused) return error.message;
    throw error;
  }
  try {
    const edition = await saveEdition(db, actor, {
      volume: fields.volume,
      number: fields.number,
      date: fields.date,
      title: fields.title ?? editionLabel(fields.volume, fields.number),
      pdfFileId: pdf.id,
      cover: "",
    });
    if (publish) await moveEdition(db, actor, edition.id, { to: "published" });
    return edition;
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    // Refused after all (an editor added that number meanwhile): the stored PDF goes again.
    const [row] = await db.delete(mediaFiles).where(eq(mediaFiles.id, pdf.id)).returning();
    if (row) await storage.delete(row.storageKey).catch(() => {});
    return error.message;
  }
}

/** The report as the command prints it: counts first, then each file. */
export function formatPrintImport(report: PrintImportReport): string {
  const lines = [
    `Editions  ${report.made.length} imported, ${report.skipped.length} already there, ${report.unmatched.length} not matching the pattern, ${report.refused.length} refused`,
  ];
  for (const m of report.made)
    lines.push(`  imported  ${m.file}: ${m.label}${m.published ? ", published" : ", a draft"}`);
  for (const s of report.skipped) lines.push(`  skipped   ${s.file}: ${s.label} is already there`);
  for (const u of report.unmatched) lines.push(`  no match  ${u}`);
  for (const r of report.refused) lines.push(`  refused   ${r.file}: ${r.reason}`);
  return lines.join("\n");
}
