import { and, asc, eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { PRINT_TEXTS } from "#shared/print.ts";
import { makeArticle, makeMediaRow, makeUser } from "../../../tests/helpers/factories.ts";
import { makeEditionRow } from "../../../tests/helpers/print.ts";
import { describeEachEngine } from "../../../tests/helpers/test-db.ts";
import { auditEvents, printEditionPieces, printEditionRevisions, printEditions } from "../../db/schema.ts";
import { createLocalStorage } from "../../providers/local-storage.ts";
import { deletePiece } from "../content/portal.ts";
import { saveEdition } from "./editions.ts";
import { editionHistory, restoreEditionRevision } from "./revisions.ts";

const storage = createLocalStorage("/tmp/borderland-print-revisions-unused");

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: { status: number; message: string }) => ({ status: error.status, message: error.message }),
  );

describeEachEngine("an edition's revisions", ({ db }) => {
  let n = 0;
  const staff = (role: "editor" | "contributor") =>
    makeUser(db(), { role, username: `${role}-${n++}`, name: `The ${role}` });

  /** An edition saved twice by an editor: version 1 as added, version 2 with every field changed. */
  async function savedTwice(volume: number) {
    const editor = await staff("editor");
    const { pdfFileId } = await makeEditionRow(db(), volume + 500);
    const cover = await makeMediaRow(db());
    const [budget, quokka, court] = await Promise.all(
      ["Budget talks", "Quokka seen", "Court named"].map((title) => makeArticle(db(), { title })),
    );
    const first = {
      volume: String(volume),
      number: "4",
      date: "2026-10-02",
      title: "Homecoming Issue",
      pdfFileId,
      cover: cover.url,
      pieces: JSON.stringify([
        { articleId: quokka!.id, page: 3 },
        { articleId: budget!.id, page: 2 },
      ]),
    };
    const edition = await saveEdition(db(), editor, first);
    await saveEdition(db(), editor, {
      ...first,
      id: edition.id,
      number: "5",
      date: "2026-10-16",
      title: "Renamed",
      pieces: JSON.stringify([{ articleId: court!.id, page: 1 }]),
    });
    return { editor, edition, budget: budget!, quokka: quokka! };
  }

  it("lists the history newest first, and restores version 1's metadata as a new revision, in the audit log", async () => {
    const { editor, edition, budget, quokka } = await savedTwice(10);
    const before = await editionHistory(db(), storage, editor, edition.id);
    expect(before.map((r) => [r.version, r.reason, r.userName, r.fields.title])).toEqual([
      [2, "Saved", "The editor", "Renamed"],
      [1, "Added", "The editor", "Homecoming Issue"],
    ]);
    expect(before[1]!.fields).toMatchObject({
      volume: 10,
      number: 4,
      date: "2026-10-02",
      pieces: [
        { page: 2, title: "Budget talks" },
        { page: 3, title: "Quokka seen" },
      ],
    });

    const restored = await restoreEditionRevision(db(), editor, {
      id: edition.id,
      revisionId: before[1]!.id,
    });
    expect(restored).toMatchObject({
      id: edition.id,
      volume: 10,
      number: 4,
      issuedOn: "2026-10-02",
      title: "Homecoming Issue",
      status: "draft",
    });
    const pieces = await db()
      .select({ articleId: printEditionPieces.articleId, page: printEditionPieces.page })
      .from(printEditionPieces)
      .where(eq(printEditionPieces.editionId, edition.id))
      .orderBy(asc(printEditionPieces.page));
    expect(pieces).toEqual([
      { articleId: budget.id, page: 2 },
      { articleId: quokka.id, page: 3 },
    ]);
    const after = await editionHistory(db(), storage, editor, edition.id);
    expect(after[0]).toMatchObject({ version: 3, userName: "The editor" });
    expect(after[0]!.reason).toMatch(/^Restored version 1 \(The editor, \d{4}-\d\d-\d\d \d\d:\d\d UTC\)$/);
    const audit = await db()
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.subjectId, edition.id), eq(auditEvents.action, "restore")));
    expect(audit.map((a) => [a.actorId, a.subjectType, a.summary, a.details])).toEqual([
      [editor.id, "edition", "Vol. 10, No. 4: Homecoming Issue", { version: 1 }],
    ]);
  });

  it("leaves out a piece deleted since, and refuses a number taken since, a contributor and an unknown version", async () => {
    const { editor, edition, quokka } = await savedTwice(20);
    const [first] = (await editionHistory(db(), storage, editor, edition.id)).slice(-1);
    await deletePiece(db(), editor, "article", quokka.id);
    // Vol. 20, No. 4, which version 1 had, is another edition's now.
    const other = await saveEdition(db(), editor, {
      volume: "20",
      number: "4",
      date: "2026-11-01",
      title: "Another",
      pdfFileId: edition.pdfFileId,
      cover: (await makeMediaRow(db())).url,
    });
    const revisions = async () =>
      db().$count(printEditionRevisions, eq(printEditionRevisions.editionId, edition.id));
    expect(
      await refusal(restoreEditionRevision(db(), editor, { id: edition.id, revisionId: first!.id })),
    ).toEqual({
      status: 409,
      message: PRINT_TEXTS.taken(20, 4),
    });
    expect(await revisions()).toBe(2);
    const contributor = await staff("contributor");
    expect(
      (await refusal(restoreEditionRevision(db(), contributor, { id: edition.id, revisionId: first!.id })))
        ?.status,
    ).toBe(403);
    expect((await refusal(editionHistory(db(), storage, contributor, edition.id)))?.status).toBe(403);
    expect(
      await refusal(
        restoreEditionRevision(db(), editor, { id: edition.id, revisionId: crypto.randomUUID() }),
      ),
    ).toEqual({ status: 404, message: PRINT_TEXTS.revisionGone });

    await db().delete(printEditions).where(eq(printEditions.id, other.id));
    await restoreEditionRevision(db(), editor, { id: edition.id, revisionId: first!.id });
    expect(await revisions()).toBe(3);
    const history = await editionHistory(db(), storage, editor, edition.id);
    // The current table of contents has the one piece left; the old revision names the deleted one.
    expect(history[0]!.fields.pieces.map((p) => p.title)).toEqual(["Budget talks"]);
    expect(history.at(-1)!.fields.pieces.map((p) => p.title)).toEqual(["Budget talks", "A deleted piece"]);
  });
});
