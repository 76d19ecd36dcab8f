import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { asc, eq } from "drizzle-orm";
import { afterAll, expect, it } from "vitest";
import { MEDIA_FILE_TEXTS } from "#shared/media-files.ts";
import { makeUser } from "../../../tests/helpers/factories.ts";
import { describeEachEngine } from "../../../tests/helpers/test-db.ts";
import { jobs, mediaFiles, printEditions } from "../../db/schema.ts";
import { createLocalStorage } from "../../providers/local-storage.ts";
import { importEditions, NO_POPPLER_FOR_IMPORT } from "./bulk-import.ts";
import { PRINT_TEXT_JOB } from "./pdf-file.ts";

const work = fs.mkdtempSync(path.join(os.tmpdir(), "borderland-print-import-test-"));
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));
const fixture = (name: string) => fs.readFileSync(`tests/fixtures/print/${name}`);
const PATTERN = "vol{volume}-no{number}-{date:YYYY-MM-DD}.pdf";

/** A folder of past editions as an operator has it: good PDFs, a locked one, one that is not a PDF,
 * one with a day that does not exist, and names the pattern does not read. */
function folder(name: string) {
  const dir = path.join(work, name);
  fs.mkdirSync(dir);
  fs.writeFileSync(path.join(dir, "vol12-no4-2026-10-02.pdf"), fixture("edition.pdf"));
  fs.writeFileSync(path.join(dir, "vol12-no05-2026-10-16.pdf"), fixture("edition.pdf"));
  fs.writeFileSync(path.join(dir, "vol12-no6-2026-11-01.pdf"), fixture("locked.pdf"));
  fs.writeFileSync(path.join(dir, "vol12-no7-2026-11-15.pdf"), "Notes for the layout team");
  fs.writeFileSync(path.join(dir, "vol12-no8-2026-02-30.pdf"), fixture("edition.pdf"));
  fs.writeFileSync(path.join(dir, "masthead.pdf"), fixture("edition.pdf"));
  fs.writeFileSync(path.join(dir, ".DS_Store"), "");
  return dir;
}

describeEachEngine("the print editions' import", ({ db }) => {
  const storage = createLocalStorage(path.join(work, `uploads-${Math.random()}`));
  const admin = () => makeUser(db(), { role: "admin", username: `admin-${Math.random()}` });

  it("makes a draft edition of each PDF the pattern reads, with its cover and text job, and reports the rest", async () => {
    const dir = folder(`run-${Math.random()}`);
    const before = await db().$count(mediaFiles);
    const report = await importEditions(db(), storage, await admin(), { dir, pattern: PATTERN });
    expect(report).toEqual({
      made: [
        { file: "vol12-no05-2026-10-16.pdf", label: "Vol. 12, No. 5", published: false },
        { file: "vol12-no4-2026-10-02.pdf", label: "Vol. 12, No. 4", published: false },
      ],
      skipped: [],
      unmatched: ["masthead.pdf"],
      refused: [
        { file: "vol12-no6-2026-11-01.pdf", reason: MEDIA_FILE_TEXTS.encrypted },
        { file: "vol12-no7-2026-11-15.pdf", reason: MEDIA_FILE_TEXTS.wrongBytes("PDF", null) },
        { file: "vol12-no8-2026-02-30.pdf", reason: "2026-02-30 is not a day on the calendar." },
      ],
    });
    const editions = await db().select().from(printEditions).orderBy(asc(printEditions.number));
    expect(editions.map((e) => [e.volume, e.number, e.issuedOn, e.title, e.status])).toEqual([
      [12, 4, "2026-10-02", "Vol. 12, No. 4", "draft"],
      [12, 5, "2026-10-16", "Vol. 12, No. 5", "draft"],
    ]);
    // Only the two kept PDFs were stored, each with its first page as cover and its text to be read.
    expect(await db().$count(mediaFiles, eq(mediaFiles.kind, "pdf"))).toBe(before + 2);
    for (const edition of editions) {
      const [pdf] = await db().select().from(mediaFiles).where(eq(mediaFiles.id, edition.pdfFileId));
      expect(pdf).toMatchObject({
        pageCount: 4,
        originalName: `vol12-no${edition.number === 4 ? "4" : "05"}-${edition.issuedOn}.pdf`,
      });
      expect(edition.coverMediaId).toBe(pdf!.posterMediaId);
      expect(edition.coverMediaId).toBeTruthy();
      expect(await db().$count(jobs, eq(jobs.key, `${PRINT_TEXT_JOB}:${pdf!.id}`))).toBe(1);
    }
    // The operator's folder is as it was (the cover is made elsewhere).
    expect(fs.readdirSync(dir)).toHaveLength(7);

    // A second run adds nothing; with --publish it still leaves the editions that are there alone.
    const again = await importEditions(db(), storage, await admin(), {
      dir,
      pattern: PATTERN,
      publish: true,
    });
    expect(again.made).toEqual([]);
    expect(again.skipped.map((s) => s.label)).toEqual(["Vol. 12, No. 5", "Vol. 12, No. 4"]);
    expect(await db().$count(mediaFiles, eq(mediaFiles.kind, "pdf"))).toBe(before + 2);
    expect(await db().$count(printEditions, eq(printEditions.status, "published"))).toBe(0);
  });

  it("publishes what it makes with publish, titled from the name when the pattern has {title}", async () => {
    const dir = path.join(work, `titled-${Math.random()}`);
    fs.mkdirSync(dir);
    fs.writeFileSync(path.join(dir, "40-1 Homecoming_Issue 2019-10-02.pdf"), fixture("edition.pdf"));
    const report = await importEditions(db(), storage, await admin(), {
      dir,
      pattern: "{volume}-{number} {title} {date:YYYY-MM-DD}.pdf",
      publish: true,
    });
    expect(report.made).toEqual([
      { file: "40-1 Homecoming_Issue 2019-10-02.pdf", label: "Vol. 40, No. 1", published: true },
    ]);
    const [edition] = await db().select().from(printEditions).where(eq(printEditions.volume, 40));
    expect(edition).toMatchObject({ title: "Homecoming Issue", status: "published", issuedOn: "2019-10-02" });
    expect(edition!.publishedAt).toBeTruthy();
  });

  it("stores nothing when the pattern matches no file, or when the machine cannot make covers", async () => {
    const dir = folder(`none-${Math.random()}`);
    const before = await db().$count(mediaFiles);
    await expect(
      importEditions(db(), storage, await admin(), {
        dir,
        pattern: "issue-{volume}-{number}-{date:YYYY-MM-DD}.pdf",
      }),
    ).rejects.toThrow(
      `The pattern issue-{volume}-{number}-{date:YYYY-MM-DD}.pdf matches none of the 6 files in ${dir} (such as masthead.pdf, vol12-no05-2026-10-16.pdf, vol12-no4-2026-10-02.pdf): nothing was imported. Check the pattern against one of the names.`,
    );
    await expect(
      importEditions(db(), storage, await admin(), { dir, pattern: PATTERN, poppler: false }),
    ).rejects.toThrow(NO_POPPLER_FOR_IMPORT);
    expect(await db().$count(mediaFiles)).toBe(before);
  });
});
