import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import { MEDIA_FILE_MAX_BYTES, MEDIA_FILE_TEXTS } from "#shared/media-files.ts";
import { editionLabel, type PrintImportReport } from "#shared/print.ts";
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

/** What the pattern makes of a set of files, before anything is stored: the files to import, each with
 * the fields its name gives; those it does not read; those refused already (a day not on the calendar,
 * a field out of range, a file too large or empty). */
export type ImportPlan = {
  files: { name: string; fields: NameFields }[];
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
 * Reads each file's name by the pattern (./file-names.ts) and checks what needs no database: the
 * command's folder and the portal's chosen files are planned alike. A bad pattern throws BadPattern;
 * one that reads none of the files throws PrintImportRefused (`where` says whose files: 'in DIR').
 */
export function planImport(
  files: readonly { name: string; size: number }[],
  pattern: string,
  where: string,
): ImportPlan {
  const read = readPattern(pattern);
  const plan: ImportPlan = { files: [], unmatched: [], refused: [] };
  for (const { name, size } of [...files].sort((a, b) => (a.name < b.name ? -1 : 1))) {
    const fields = read(name);
    if (!fields) plan.unmatched.push(name);
    else {
      const problem =
        fieldsProblem(fields) ??
        (size > MEDIA_FILE_MAX_BYTES.pdf
          ? MEDIA_FILE_TEXTS.tooLarge.pdf
          : size === 0
            ? MEDIA_FILE_TEXTS.empty
            : null);
      if (problem) plan.refused.push({ file: name, reason: problem });
      else plan.files.push({ name, fields });
    }
  }
  if (!plan.files.length && !plan.refused.length)
    throw new PrintImportRefused(
      `The pattern ${pattern} matches none of the ${files.length} files ${where} (such as ${plan.unmatched
        .slice(0, 3)
        .join(", ")}): nothing was imported. Check the pattern against one of the names.`,
    );
  return plan;
}

/**
 * Moves a folder of past editions in (decision 0079): each file whose name the pattern reads
 * (planImport) is checked and stored as an upload is (keepWholeMediaFile: %PDF-, pdfinfo, the cover
 * from its first page, the job that reads its text) and becomes a draft edition, or a published one
 * with `publish`. An edition whose volume and number are already there is skipped, so a second run adds
 * nothing. A bad pattern, one that matches no file, or a machine without poppler-utils throws before
 * anything is stored. The command runs it on the operator's folder, the portal's job on the files an
 * editor sent (./portal-import.ts). `stopping`: asked between files; when it says so, the report so
 * far is answered with `stopped`, the rest left for another run.
 */
export async function importEditions(
  db: Db,
  storage: Storage,
  actor: SessionUser,
  options: { dir: string; pattern: string; publish?: boolean; poppler?: boolean; stopping?: () => boolean },
): Promise<PrintImportReport & { stopped?: true }> {
  readPattern(options.pattern);
  if (!(options.poppler ?? (await findPoppler()))) throw new PrintImportRefused(NO_POPPLER_FOR_IMPORT);
  const entries = (await fs.promises.readdir(options.dir, { withFileTypes: true })).filter(
    (entry) => entry.isFile() && !entry.name.startsWith("."),
  );
  if (!entries.length) throw new PrintImportRefused(`There are no files in ${options.dir}.`);
  const files = await Promise.all(
    entries.map(async ({ name }) => ({
      name,
      size: (await fs.promises.stat(path.join(options.dir, name))).size,
    })),
  );
  const plan = planImport(files, options.pattern, `in ${options.dir}`);
  const report: PrintImportReport = {
    made: [],
    skipped: [],
    unmatched: plan.unmatched,
    refused: plan.refused,
  };
  const done = () => ({ ...report, refused: report.refused.sort((a, b) => (a.file < b.file ? -1 : 1)) });
  for (const { name, fields } of plan.files) {
    if (options.stopping?.()) return { ...done(), stopped: true };
    const label = editionLabel(fields.volume, fields.number);
    if (await exists(db, fields)) report.skipped.push({ file: name, label });
    else {
      const made = await importOne(db, storage, actor, path.join(options.dir, name), fields, options.publish);
      if (typeof made === "string") report.refused.push({ file: name, reason: made });
      else report.made.push({ file: name, label, published: options.publish ?? false });
    }
  }
  return done();
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
