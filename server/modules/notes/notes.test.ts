import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import type { Role } from "#shared/roles.ts";
import { NOTE_EMPTY, NOTE_TOO_LONG, NO_PASSAGE, PASSAGE_TOO_LONG } from "#shared/schemas/note.ts";
import { makeUser } from "../../../tests/helpers/factories.ts";
import { PIECE_FORMS } from "../../../tests/helpers/piece-forms.ts";
import { describeEachEngine } from "../../../tests/helpers/test-db.ts";
import type { Db } from "../../db/client.ts";
import { draftNotes, notifications } from "../../db/schema.ts";
import { savePiece } from "../content/editing.ts";
import { NOT_YOURS } from "../content/access.ts";
import { listRevisions } from "../content/revisions.ts";
import { listNoteEvents, listNotes } from "./list.ts";
import { addNote, moveAnchors, REPLY_TO_REPLY, replyToNote, setNoteResolved } from "./notes.ts";

const BODY = "<p>The board met on Tuesday. The vote was 5–2 to keep the library open.</p>";
const QUOTE = "vote was 5–2";
const at = (text: string) => ({
  index: BODY.replace(/<[^>]+>/g, "").indexOf(text),
  length: text.length,
  quote: text,
});

/** A staff member who exists as an account (notes keep their author's id). */
async function person(db: Db, role: Role, name: string) {
  const user = await makeUser(db, {
    role,
    name,
    username: `${name.toLowerCase()}${Math.random().toString(36).slice(2, 8)}`,
  });
  return { id: user.id, email: user.email, name: user.name, username: user.username, role };
}

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => ({ status: 200, message: "" }),
    (e: { status?: number; message: string }) => ({ status: e.status, message: e.message }),
  );

describeEachEngine("notes on a draft (issue 38)", ({ db }) => {
  const draftBy = async (
    writer: Awaited<ReturnType<typeof person>>,
    kind: "article" | "creative" = "article",
  ) => savePiece(db(), writer, kind, PIECE_FORMS[kind].create({ content: BODY }), "save");
  const stored = async () => (await db().select({ id: draftNotes.id }).from(draftNotes)).length;

  it("lets whoever may open the piece note it: its contributor, editors, admins and the adviser; refuses another contributor and a reader, storing nothing", async () => {
    const ana = await person(db(), "contributor", "Ana");
    const draft = await draftBy(ana);
    for (const role of ["contributor", "editor", "admin", "adviser"] as const) {
      const who = role === "contributor" ? ana : await person(db(), role, `Staff ${role}`);
      await addNote(db(), who, "article", draft.id, { body: `From the ${role}`, ...at(QUOTE) });
    }
    expect((await listNotes(db(), ana, "article", draft.id)).map((n) => n.body)).toEqual([
      "From the contributor",
      "From the editor",
      "From the admin",
      "From the adviser",
    ]);
    const before = await stored();
    const other = await person(db(), "contributor", "Ben");
    expect(await refusal(addNote(db(), other, "article", draft.id, { body: "Mine?", ...at(QUOTE) }))).toEqual(
      {
        status: 403,
        message: NOT_YOURS,
      },
    );
    expect((await refusal(listNotes(db(), other, "article", draft.id))).status).toBe(403);
    const reader = await person(db(), "reader", "Reader");
    expect(
      (await refusal(addNote(db(), reader, "article", draft.id, { body: "Hi", ...at(QUOTE) }))).status,
    ).toBe(403);
    expect(
      (await refusal(addNote(db(), null, "article", draft.id, { body: "Hi", ...at(QUOTE) }))).status,
    ).toBe(401);
    const missing = "00000000-0000-4000-8000-000000000000";
    expect((await refusal(addNote(db(), ana, "article", missing, { body: "Hi", ...at(QUOTE) }))).status).toBe(
      404,
    );
    expect(await stored()).toBe(before);
  });

  it("refuses a blank note, an overlong one and one without its passage, with a clear message and nothing stored", async () => {
    const ana = await person(db(), "contributor", "Ana");
    const draft = await draftBy(ana, "creative");
    const before = await stored();
    const cases = [
      [{ body: "   ", ...at(QUOTE) }, NOTE_EMPTY],
      [{ body: "x".repeat(2001), ...at(QUOTE) }, NOTE_TOO_LONG],
      [{ body: "Check this" }, NO_PASSAGE],
      [{ body: "Check this", ...at(QUOTE), quote: "another passage" }, NO_PASSAGE],
      [{ body: "Check this", index: 0, length: 2001, quote: "y".repeat(2001) }, PASSAGE_TOO_LONG],
    ] as const;
    for (const [input, message] of cases)
      expect(await refusal(addNote(db(), ana, "creative", draft.id, input))).toEqual({
        status: 400,
        message,
      });
    expect(await stored()).toBe(before);
  });

  it("threads replies under their note, resolves and reopens it, and refuses a reply to a reply", async () => {
    const ana = await person(db(), "contributor", "Ana");
    const eva = await person(db(), "editor", "Eva");
    const draft = await draftBy(ana);
    const note = await addNote(db(), eva, "article", draft.id, { body: "Source?", ...at(QUOTE) });
    const reply = await replyToNote(db(), ana, note.id, { body: "The minutes, page 3." });
    expect(await refusal(replyToNote(db(), ana, note.id, { body: "" }))).toEqual({
      status: 400,
      message: NOTE_EMPTY,
    });
    expect(await refusal(replyToNote(db(), eva, reply.id, { body: "Thanks" }))).toEqual({
      status: 400,
      message: REPLY_TO_REPLY,
    });
    await setNoteResolved(db(), ana, note.id, true);
    const [thread] = await listNotes(db(), eva, "article", draft.id);
    expect(thread).toMatchObject({
      body: "Source?",
      authorName: "Eva",
      quote: QUOTE,
      resolvedByName: "Ana",
      replies: [{ authorName: "Ana", body: "The minutes, page 3." }],
    });
    expect(thread!.resolvedAt).toBeInstanceOf(Date);
    await setNoteResolved(db(), eva, note.id, false);
    expect((await listNotes(db(), eva, "article", draft.id))[0]).toMatchObject({
      resolvedAt: null,
      resolvedByName: null,
    });
  });

  it("tells the draft's creator of a note and the thread of a reply, never the writer, once each", async () => {
    const ana = await person(db(), "contributor", "Ana");
    const eva = await person(db(), "editor", "Eva");
    const vic = await person(db(), "adviser", "Vic");
    const draft = await draftBy(ana);
    const note = await addNote(db(), eva, "article", draft.id, { body: "Source?", ...at(QUOTE) });
    await replyToNote(db(), vic, note.id, { body: "Ask the clerk." });
    const rows = await db()
      .select({
        userId: notifications.userId,
        eventKey: notifications.eventKey,
        title: notifications.title,
        link: notifications.link,
      })
      .from(notifications)
      .where(eq(notifications.kind, "note"));
    const of = (id: string) =>
      rows
        .filter((r) => r.userId === id)
        .map((r) => r.eventKey)
        .sort();
    expect(of(ana.id)).toHaveLength(2);
    expect(of(eva.id)).toHaveLength(1);
    expect(of(vic.id)).toEqual([]);
    expect(rows.find((r) => r.eventKey === `note:${note.id}`)).toMatchObject({
      title: expect.stringContaining(`Note by Eva on "${QUOTE}"`),
      link: `/admin/dashboard/articles/${draft.id}`,
    });
  });

  it("moves anchors sent for the saved version, keeps a note whose passage went as on deleted text, and ignores anchors of an older version", async () => {
    const ana = await person(db(), "contributor", "Ana");
    const draft = await draftBy(ana);
    const kept = await addNote(db(), ana, "article", draft.id, { body: "Check", ...at(QUOTE) });
    const gone = await addNote(db(), ana, "article", draft.id, { body: "Cut?", ...at("The board met") });
    const saved = await savePiece(
      db(),
      ana,
      "article",
      {
        ...PIECE_FORMS.article.create({ content: "<p>Today the vote was 5–2.</p>" }),
        id: draft.id,
        baseVersion: String(draft.version),
      },
      "save",
    );
    const anchors = JSON.stringify([
      { id: kept.id, index: 10, length: QUOTE.length, quote: QUOTE },
      { id: gone.id, deleted: true },
    ]);
    expect(
      await moveAnchors(db(), ana, "article", draft.id, { version: String(draft.version), anchors }),
    ).toBe(0);
    expect(
      await moveAnchors(db(), ana, "article", draft.id, { version: String(saved.version), anchors }),
    ).toBe(2);
    const notes = await listNotes(db(), ana, "article", draft.id);
    expect(notes.map((n) => [n.body, n.anchorIndex, n.onDeletedText])).toEqual([
      ["Check", 10, false],
      ["Cut?", 0, true],
    ]);
  });

  it("puts notes, replies and resolutions in History as events, without a revision of the text", async () => {
    const ana = await person(db(), "contributor", "Ana");
    const eva = await person(db(), "editor", "Eva");
    const draft = await draftBy(ana);
    const revisions = (await listRevisions(db(), ana, "article", draft.id)).length;
    const note = await addNote(db(), eva, "article", draft.id, { body: "Source?", ...at(QUOTE) });
    await replyToNote(db(), ana, note.id, { body: "Minutes." });
    await setNoteResolved(db(), ana, note.id, true);
    const events = await listNoteEvents(db(), ana, "article", draft.id);
    expect(events.map((e) => [e.userName, e.reason])).toEqual([
      ["Ana", `Ana resolved a note on "${QUOTE}"`],
      ["Ana", `Reply by Ana to a note on "${QUOTE}"`],
      ["Eva", `Note by Eva on "${QUOTE}"`],
    ]);
    expect((await listRevisions(db(), ana, "article", draft.id)).length).toBe(revisions);
  });
});
