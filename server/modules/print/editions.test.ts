import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, expect, it } from "vitest";
import { MEDIA_FILE_TEXTS } from "#shared/media-files.ts";
import { PRINT_TEXTS } from "#shared/print.ts";
import { SCHOOL_YEAR_DEFAULT } from "#shared/school-year.ts";
import { makeArticle, makeMediaRow, makeUser } from "../../../tests/helpers/factories.ts";
import { printFixture, uploadPdf } from "../../../tests/helpers/print.ts";
import { describeStoresAndEngines } from "../../../tests/helpers/stores.ts";
import type { Db } from "../../db/client.ts";
import {
  jobs,
  media,
  mediaFiles,
  mediaUploads,
  printEditionRevisions,
  printEditions,
  printPages,
} from "../../db/schema.ts";
import { createLocalImportStore } from "../../providers/import-store.ts";
import { startMediaUpload } from "../media-files/uploads.ts";
import { deleteEdition, saveEdition } from "./editions.ts";
import { printTextHandler } from "./extract-text.ts";
import { moveEdition, PRINT_PUBLISH_JOB, printPublishHandler } from "./lifecycle.ts";
import { PRINT_TEXT_JOB } from "./pdf-file.ts";
import { portalEditions } from "./portal.ts";
import { editionPage, editionsByYear, inPrintOf } from "./public.ts";
import { searchEditions } from "./search.ts";

const work = fs.mkdtempSync(path.join(os.tmpdir(), "borderland-print-"));
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));
let counter = 0;

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: { status: number; message: string }) => ({ status: error.status, message: error.message }),
  );

/** Runs the queued job of `name` for `key` as the worker would (the handler, inside a transaction). */
async function runJob(db: Db, handler: ReturnType<typeof printTextHandler>, name: string, key: string) {
  const [job] = await db.select().from(jobs).where(eq(jobs.key, key));
  expect(job?.name).toBe(name);
  let after: void | (() => void) = undefined;
  await db.transaction(async (tx) => {
    after = await handler(tx, { id: job!.id, name, key, payload: job!.payload, attempts: 0, token: "t" });
  });
  return after;
}

describeStoresAndEngines("print editions", ({ db, store }) => {
  const parts = createLocalImportStore(path.join(work, `parts-${counter++}`));
  const services = () => ({ parts, storage: store().storage });
  const staff = (role: "editor" | "contributor") =>
    makeUser(db(), { role, username: `${role}-${counter++}` });

  /** An edition of the four-page fixture, with its cover and text made by poppler. */
  async function edition(editor: Awaited<ReturnType<typeof staff>>, volume = 12, number = 4) {
    const pdf = await uploadPdf(db(), services(), editor, printFixture("edition.pdf"));
    const one = await makeArticle(db(), { title: "Budget talks" });
    const two = await makeArticle(db(), { title: "Quokka seen" });
    const saved = await saveEdition(db(), editor, {
      volume: String(volume),
      number: String(number),
      date: "2026-10-02",
      title: "Homecoming Issue",
      pdfFileId: pdf.id,
      pieces: JSON.stringify([
        { articleId: two.id, page: 3 },
        { articleId: one.id, page: 2 },
      ]),
    });
    return { pdf, saved, one, two };
  }

  it("stores an uploaded PDF with its page count and a cover from its first page, and reads its text once, by page", async () => {
    const editor = await staff("editor");
    const pdf = await uploadPdf(db(), services(), editor, printFixture("edition.pdf"));
    expect(pdf).toMatchObject({ kind: "pdf", mimeType: "application/pdf", pageCount: 4 });
    expect(pdf.poster?.mediaId).toBeTruthy();
    expect(await store().read(pdf.url.split("/").at(-1)!)).toEqual(Buffer.from(printFixture("edition.pdf")));
    let dropped = 0;
    const after = await runJob(
      db(),
      printTextHandler(store().storage, () => dropped++),
      PRINT_TEXT_JOB,
      `${PRINT_TEXT_JOB}:${pdf.id}`,
    );
    (after as unknown as () => void)();
    expect(dropped).toBe(1);
    const pages = await db().select().from(printPages).where(eq(printPages.pdfFileId, pdf.id));
    expect(pages.map((p) => p.page).sort()).toEqual([1, 2, 3, 4]);
    expect(pages.find((p) => p.page === 3)!.text).toContain("Quokka sighting");
  });

  it("refuses a file that is not a PDF, a locked PDF and one over 300 MB, keeping nothing of them", async () => {
    const editor = await staff("editor");
    const before = (await db().select().from(mediaFiles)).length;
    const notPdf = new TextEncoder().encode("<html>not a pdf</html>");
    expect(await refusal(uploadPdf(db(), services(), editor, notPdf))).toEqual({
      status: 400,
      message: MEDIA_FILE_TEXTS.wrongBytes("PDF", null),
    });
    expect(await refusal(uploadPdf(db(), services(), editor, printFixture("locked.pdf")))).toEqual({
      status: 400,
      message: MEDIA_FILE_TEXTS.encrypted,
    });
    expect(
      await refusal(startMediaUpload(db(), editor, { name: "big.pdf", size: 300 * 1024 * 1024 + 1 })),
    ).toEqual({ status: 413, message: MEDIA_FILE_TEXTS.tooLarge.pdf });
    expect((await db().select().from(mediaFiles)).length).toBe(before);
    expect(await db().select().from(mediaUploads).where(eq(mediaUploads.uploadedBy, editor.id))).toEqual([]);
  });

  it("saves an edition with its cover and pieces; refuses a taken number, a page past the end and a contributor", async () => {
    const editor = await staff("editor");
    const { pdf, saved, one } = await edition(editor, 30, 1);
    expect(saved).toMatchObject({
      volume: 30,
      number: 1,
      status: "draft",
      coverMediaId: pdf.poster!.mediaId,
    });
    const again = {
      volume: "30",
      number: "1",
      date: "2026-11-02",
      title: "Another",
      pdfFileId: pdf.id,
    };
    expect(await refusal(saveEdition(db(), editor, again))).toEqual({
      status: 409,
      message: PRINT_TEXTS.taken(30, 1),
    });
    const pastEnd = { ...again, number: "2", pieces: JSON.stringify([{ articleId: one.id, page: 5 }]) };
    expect(await refusal(saveEdition(db(), editor, pastEnd))).toEqual({
      status: 400,
      message: PRINT_TEXTS.pageOutOfRange(5, 4),
    });
    const contributor = await staff("contributor");
    expect((await refusal(saveEdition(db(), contributor, { ...again, number: "3" })))?.status).toBe(403);
    const rows = await db().select().from(printEditions).where(eq(printEditions.volume, 30));
    expect(rows.map((r) => r.title)).toEqual(["Homecoming Issue"]);
  });

  it("shows readers a published edition only: by school year, its contents by page, 'In print' on its pieces; scheduled ones at their time", async () => {
    const editor = await staff("editor");
    const { saved, one, two } = await edition(editor, 40, 2);
    expect(await editionPage(db(), store().storage, 40, 2)).toBeNull();
    expect(await inPrintOf(db(), one.id)).toEqual([]);
    await moveEdition(db(), editor, saved.id, { to: "published" });
    const page = await editionPage(db(), store().storage, 40, 2);
    expect(page?.contents.map((c) => [c.page, c.title])).toEqual([
      [2, "Budget talks"],
      [3, "Quokka seen"],
    ]);
    expect(page?.pdf.pages).toBe(4);
    expect(await inPrintOf(db(), two.id)).toEqual([{ volume: 40, number: 2, page: 3 }]);
    const years = await editionsByYear(db(), store().storage, SCHOOL_YEAR_DEFAULT);
    const year = years.find((y) => y.editions.some((e) => e.volume === 40))!;
    expect(year.name).toBe("2026–27");
    expect(year.editions.find((e) => e.volume === 40)?.cover?.src).toBeTruthy();

    const later = await edition(editor, 40, 3);
    const now = new Date();
    await moveEdition(db(), editor, later.saved.id, {
      to: "scheduled",
      at: new Date(now.getTime() + 60_000),
    });
    expect(await editionPage(db(), store().storage, 40, 3)).toBeNull();
    let dropped = 0;
    await runJob(
      db(),
      printPublishHandler(() => dropped++),
      PRINT_PUBLISH_JOB,
      `${PRINT_PUBLISH_JOB}:${later.saved.id}`,
    );
    expect((await editionPage(db(), store().storage, 40, 3))?.title).toBe("Homecoming Issue");
    expect(
      await refusal(moveEdition(db(), editor, later.saved.id, { to: "scheduled", at: new Date(0) })),
    ).toEqual({ status: 400, message: PRINT_TEXTS.scheduleInPast });
  });

  it("finds words inside published editions with their page", async () => {
    const editor = await staff("editor");
    const { pdf, saved } = await edition(editor, 50, 1);
    const handler = printTextHandler(store().storage, () => {});
    await runJob(db(), handler, PRINT_TEXT_JOB, `${PRINT_TEXT_JOB}:${pdf.id}`);
    const url = (key: string) => `/uploads/${key}`;
    expect(await searchEditions(db(), "quokka", url, true)).toEqual({ available: true, hits: [] });
    await moveEdition(db(), editor, saved.id, { to: "published" });
    const found = await searchEditions(db(), "quokka", url, true);
    expect(found.available && found.hits.find((h) => h.label === "Vol. 50, No. 1")).toMatchObject({
      page: 3,
      href: "/print/50/1",
    });
    expect(found.available && found.hits[0]!.pdfHref).toMatch(/\.pdf#page=3$/);
    expect(await searchEditions(db(), "quokka", url, false)).toEqual({ available: false });
  });

  it("takes the cover the editor chooses in place of the first page, keeps a revision per save, and deletes", async () => {
    const editor = await staff("editor");
    const { pdf, saved } = await edition(editor, 70, 1);
    // The cover made from the PDF had no alt text: the library now offers the pages' description of it.
    const altOf = async (id: string) =>
      (await db().select({ alt: media.altText }).from(media).where(eq(media.id, id)))[0]?.alt;
    expect(await altOf(saved.coverMediaId!)).toBe("Front page of Homecoming Issue");
    const chosen = await makeMediaRow(db(), { width: 900, height: 1200, altText: "The band at the game" });
    const form = {
      id: saved.id,
      volume: "70",
      number: "1",
      date: "2026-10-02",
      title: "Renamed",
      pdfFileId: pdf.id,
    };
    const changed = await saveEdition(db(), editor, { ...form, cover: chosen.url });
    expect(changed).toMatchObject({ id: saved.id, title: "Renamed", coverMediaId: chosen.id });
    expect(await altOf(chosen.id)).toBe("The band at the game");
    expect(
      await refusal(saveEdition(db(), editor, { ...form, cover: "/uploads/nothing-here.webp" })),
    ).toEqual({
      status: 400,
      message: PRINT_TEXTS.coverMissing,
    });
    const revisions = await db()
      .select()
      .from(printEditionRevisions)
      .where(eq(printEditionRevisions.editionId, saved.id));
    expect(revisions.map((r) => r.fields.title).sort()).toEqual(["Homecoming Issue", "Renamed"]);
    // The portal's card says who saved it last, and when: the newest of them.
    const newest = revisions.reduce((a, b) => (a.createdAt > b.createdAt ? a : b));
    const listed = (await portalEditions(db(), store().storage, editor)).editions.find(
      (e) => e.id === saved.id,
    );
    expect(listed?.lastSaved).toEqual({ at: newest.createdAt, by: editor.name });
    const contributor = await staff("contributor");
    expect((await refusal(deleteEdition(db(), contributor, saved.id)))?.status).toBe(403);
    await deleteEdition(db(), editor, saved.id);
    expect(await db().select().from(printEditions).where(eq(printEditions.id, saved.id))).toEqual([]);
    expect((await db().select().from(mediaFiles).where(eq(mediaFiles.id, pdf.id))).length).toBe(1);
  });

  it("without poppler-utils: the PDF has no cover nor page count, and the editor is asked for a cover", async () => {
    const editor = await staff("editor");
    const pdf = await uploadPdf(db(), services(), editor, printFixture("edition.pdf"), { poppler: false });
    expect(pdf).toMatchObject({ pageCount: null, poster: null });
    const form = { volume: "60", number: "1", date: "2026-10-02", title: "No cover", pdfFileId: pdf.id };
    expect(await refusal(saveEdition(db(), editor, form))).toEqual({
      status: 400,
      message: PRINT_TEXTS.noCover,
    });
    const cut = printFixture("edition.pdf").subarray(0, 400);
    expect(await refusal(uploadPdf(db(), services(), editor, cut, { poppler: false }))).toEqual({
      status: 400,
      message: MEDIA_FILE_TEXTS.broken("PDF"),
    });
  });
});
