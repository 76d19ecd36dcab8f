// Test harness: `DATA_DIR=… node --import tsx tests/helpers/print-edition.ts draft|published` makes a
// print edition before the server starts and prints its id (decision 0079). `draft`: Vol. 12, No. 5
// recorded as stored (no file), for the desk's budget. `published`: the four-page fixture imported as
// the bulk import does (its cover made from the first page), published as Vol. 12, No. 4, with two
// published web pieces from a month ago in its table of contents, for the newsletter's announcement.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import { loadConfigOrFail, openScriptDatabase } from "../../scripts/open-database.ts";
import { mediaFiles, printEditions } from "../../server/db/schema.ts";

const mode = process.argv[2];
if (mode !== "draft" && mode !== "published") throw new Error("usage: print-edition.ts draft|published");

/** Vol. 12, No. 5, a draft whose PDF is recorded as stored (no file: nothing reads it). */
async function draft() {
  const { database, close } = await openScriptDatabase(loadConfigOrFail(), () => "The server holds it");
  try {
    const [pdf] = await database.db
      .insert(mediaFiles)
      .values({ kind: "pdf", storageKey: "spring-issue.pdf", mimeType: "application/pdf", sizeBytes: 1000 })
      .returning();
    const [edition] = await database.db
      .insert(printEditions)
      .values({ volume: 12, number: 5, issuedOn: "2027-03-05", title: "Spring Issue", pdfFileId: pdf!.id })
      .returning();
    return edition!.id;
  } finally {
    await close();
  }
}

/** Vol. 12, No. 4 from the fixture, as the bulk import makes it (acting as the first admin), published,
 * with two pieces. */
async function published() {
  // The upload's machinery (sharp, poppler), loaded only for this.
  const { openImport } = await import("../../scripts/open-import.ts");
  const { importEditions } = await import("../../server/modules/print/bulk-import.ts");
  const { saveEdition } = await import("../../server/modules/print/editions.ts");
  const { makeArticle } = await import("./factories.ts");
  const { db, admin, storage, close } = await openImport();
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "borderland-edition-"));
  try {
    fs.copyFileSync("tests/fixtures/print/edition.pdf", path.join(folder, "vol12-no4-2026-10-02.pdf"));
    const report = await importEditions(db, storage, admin, {
      dir: folder,
      pattern: "vol{volume}-no{number}-{date:YYYY-MM-DD}.pdf",
      publish: true,
    });
    if (report.made.length !== 1) throw new Error(`The fixture was not imported: ${JSON.stringify(report)}`);
    const monthAgo = new Date(Date.now() - 30 * 86_400_000);
    const pieces = [];
    for (const [page, title] of [
      [1, "Homecoming court crowned"],
      [3, "Quokka seen on the quad"],
    ] as const)
      pieces.push({ articleId: (await makeArticle(db, { title, publishedAt: monthAgo })).id, page });
    const [edition] = await db
      .select()
      .from(printEditions)
      .where(and(eq(printEditions.volume, 12), eq(printEditions.number, 4)));
    await saveEdition(db, admin, {
      id: edition!.id,
      volume: "12",
      number: "4",
      date: "2026-10-02",
      title: "Homecoming Issue",
      pdfFileId: edition!.pdfFileId,
      cover: "",
      pieces: JSON.stringify(pieces),
    });
    return edition!.id;
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
    await close();
  }
}

console.log(mode === "draft" ? await draft() : await published());
