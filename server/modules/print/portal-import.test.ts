import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { asc, eq } from "drizzle-orm";
import { afterAll, expect, it } from "vitest";
import { MEDIA_FILE_PART_BYTES, MEDIA_FILE_TEXTS } from "#shared/media-files.ts";
import { makeUser } from "../../../tests/helpers/factories.ts";
import { describeEachEngine } from "../../../tests/helpers/test-db.ts";
import type { Db } from "../../db/client.ts";
import { mediaFiles, printEditions, printImports } from "../../db/schema.ts";
import { createLocalImportStore } from "../../providers/import-store.ts";
import { createLocalStorage } from "../../providers/local-storage.ts";
import { claimDue } from "../jobs/queue.ts";
import { printImportHandler } from "./import-job.ts";
import {
  beginPrintImport,
  forgetStalePrintImports,
  printImportKey,
  receivePrintImportPart,
  recentPrintImports,
  startPrintImportFile,
  STOPPED_UPLOAD,
} from "./portal-import.ts";

const work = fs.mkdtempSync(path.join(os.tmpdir(), "borderland-print-portal-import-"));
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));
const fixture = (name: string) => new Uint8Array(fs.readFileSync(`tests/fixtures/print/${name}`));
const PATTERN = "vol{volume}-no{number}-{date:YYYY-MM-DD}.pdf";

/** What an editor chooses: an edition, a locked PDF, notes named as a PDF, a scan of 400 MB (only its
 * size is announced: it is never sent) and a file the pattern does not read. */
const CHOSEN: Record<string, Uint8Array | number> = {
  "vol7-no1-2019-09-06.pdf": fixture("edition.pdf"),
  "vol7-no3-2019-10-04.pdf": fixture("locked.pdf"),
  "vol7-no4-2019-10-18.pdf": new TextEncoder().encode("Notes for the layout team"),
  "vol7-no5-2019-11-01.pdf": 400 * 1024 * 1024,
  "masthead.pdf": fixture("edition.pdf"),
};
const announced = (chosen: Record<string, Uint8Array | number>) =>
  Object.entries(chosen).map(([name, bytes]) => ({
    name,
    size: typeof bytes === "number" ? bytes : bytes.length,
  }));

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: { status: number; message: string; fields?: Record<string, string> }) => ({
      status: error.status,
      message: error.message,
    }),
  );

describeEachEngine("the portal's import of print editions", ({ db }) => {
  const partsDir = path.join(work, `parts-${Math.random()}`);
  const parts = createLocalImportStore(partsDir);
  const storage = createLocalStorage(path.join(work, `uploads-${Math.random()}`));
  const dataDir = path.join(work, `data-${Math.random()}`);
  let n = 0;
  const staff = (role: "editor" | "contributor") => makeUser(db(), { role, username: `${role}-${n++}` });

  /** Sends each file the import asks for in parts, as the browser does; the last answer. */
  async function send(actor: Awaited<ReturnType<typeof staff>>, id: string, files: { name: string }[]) {
    let answer: Awaited<ReturnType<typeof receivePrintImportPart>> | null = null;
    for (const { name } of files) {
      const bytes = CHOSEN[name] as Uint8Array;
      const file = await startPrintImportFile(db(), actor, { batch: id, name, size: bytes.length });
      for (let offset = file.received; offset < bytes.length; offset += MEDIA_FILE_PART_BYTES)
        answer = await receivePrintImportPart(
          db(),
          parts,
          actor,
          file.id,
          offset,
          bytes.subarray(offset, offset + MEDIA_FILE_PART_BYTES),
        );
    }
    return answer;
  }

  /** Runs the import's queued job as the worker would; `stopAfter` files, the server stops. */
  async function runJob(database: Db, id: string, stopAfter = Infinity) {
    const [job] = (await claimDue(database, 50)).filter((j) => j.key === printImportKey(id));
    expect(job).toBeTruthy();
    let asked = 0;
    const changes: string[] = [];
    await printImportHandler({
      parts,
      storage,
      dataDir,
      onChange: (change) => changes.push(change),
      stopping: () => asked++ >= stopAfter,
    })(database, job!);
    return changes;
  }

  it("imports the PDFs the pattern reads as the command does, reporting what it did not match or refused and why", async () => {
    const editor = await staff("editor");
    const pdfsBefore = await db().$count(mediaFiles, eq(mediaFiles.kind, "pdf"));
    const begun = await beginPrintImport(
      db(),
      editor,
      { pattern: PATTERN, publish: true, files: announced(CHOSEN) },
      true,
    );
    // The 400 MB scan and the masthead are answered before a byte is sent.
    expect(begun.files.map((f) => f.name)).toEqual([
      "vol7-no1-2019-09-06.pdf",
      "vol7-no3-2019-10-04.pdf",
      "vol7-no4-2019-10-18.pdf",
    ]);
    const last = await send(editor, begun.id, begun.files);
    expect(last?.file?.queued).toBe(true);

    // The server stops after the first file; the next run goes on (it finds that edition there, and
    // says nothing of it twice).
    expect(await runJob(db(), begun.id, 1)).toEqual(["content"]);
    const [stopped] = await db().select().from(printImports).where(eq(printImports.id, begun.id));
    expect(stopped).toMatchObject({ state: "importing" });
    expect(stopped!.report.made.map((m) => m.file)).toEqual(["vol7-no1-2019-09-06.pdf"]);
    await runJob(db(), begun.id);

    const [done] = await recentPrintImports(db(), editor);
    expect(done).toMatchObject({ id: begun.id, state: "done", error: null, pattern: PATTERN });
    expect(done!.report).toEqual({
      made: [{ file: "vol7-no1-2019-09-06.pdf", label: "Vol. 7, No. 1", published: true }],
      skipped: [],
      unmatched: ["masthead.pdf"],
      refused: [
        { file: "vol7-no3-2019-10-04.pdf", reason: MEDIA_FILE_TEXTS.encrypted },
        { file: "vol7-no4-2019-10-18.pdf", reason: MEDIA_FILE_TEXTS.wrongBytes("PDF", null) },
        { file: "vol7-no5-2019-11-01.pdf", reason: MEDIA_FILE_TEXTS.tooLarge.pdf },
      ],
    });
    const editions = await db()
      .select()
      .from(printEditions)
      .where(eq(printEditions.volume, 7))
      .orderBy(asc(printEditions.number));
    expect(editions.map((e) => [e.number, e.issuedOn, e.status, Boolean(e.coverMediaId)])).toEqual([
      [1, "2019-09-06", "published", true],
    ]);
    // Only the edition's PDF was kept; the files sent and their parts are gone.
    expect(await db().$count(mediaFiles, eq(mediaFiles.kind, "pdf"))).toBe(pdfsBefore + 1);
    expect(fs.existsSync(path.join(dataDir, "print-imports", begun.id))).toBe(false);
    for (const file of begun.files) expect(fs.existsSync(path.join(partsDir, file.id))).toBe(false);
  });

  it("refuses a pattern that reads none of the files or is not one, a contributor, and a machine without poppler, storing nothing", async () => {
    const editor = await staff("editor");
    const before = await db().$count(printImports);
    const files = announced(CHOSEN);
    expect(
      await refusal(
        beginPrintImport(
          db(),
          editor,
          { pattern: "issue-{volume}-{number}-{date:YYYYMMDD}.pdf", files },
          true,
        ),
      ),
    ).toEqual({
      status: 400,
      message:
        "The pattern issue-{volume}-{number}-{date:YYYYMMDD}.pdf matches none of the 5 files you chose (such as masthead.pdf, vol7-no1-2019-09-06.pdf, vol7-no3-2019-10-04.pdf): nothing was imported. Check the pattern against one of the names.",
    });
    expect(
      await refusal(beginPrintImport(db(), editor, { pattern: "vol{volume}.pdf", files }, true)),
    ).toEqual({
      status: 400,
      message: "The pattern needs {number}, {date:YYYY-MM-DD}.",
    });
    expect((await refusal(beginPrintImport(db(), editor, { pattern: PATTERN, files }, false)))?.status).toBe(
      400,
    );
    const contributor = await staff("contributor");
    expect(
      (await refusal(beginPrintImport(db(), contributor, { pattern: PATTERN, files }, true)))?.status,
    ).toBe(403);
    expect(await db().$count(printImports)).toBe(before);

    // An upload that stops, left for a day, fails and its parts go.
    const begun = await beginPrintImport(db(), editor, { pattern: PATTERN, files }, true);
    const [first] = begun.files;
    await startPrintImportFile(db(), editor, { batch: begun.id, name: first!.name, size: first!.size });
    expect(await forgetStalePrintImports(db(), parts, new Date(Date.now() + 2 * 86_400_000))).toBeGreaterThan(
      0,
    );
    const [stale] = await db().select().from(printImports).where(eq(printImports.id, begun.id));
    expect(stale).toMatchObject({ state: "failed", error: STOPPED_UPLOAD });
  });
});
