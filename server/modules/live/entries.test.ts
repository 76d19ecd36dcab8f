import { expect, it } from "vitest";
import { LIVE_TEXTS } from "#shared/live.ts";
import { pollHtml } from "#shared/poll-markup.ts";
import { poll } from "../../../tests/helpers/polls.ts";
import { actor, makeArticle } from "../../../tests/helpers/factories.ts";
import { describeEachEngine } from "../../../tests/helpers/test-db.ts";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { articles } from "../../db/schema.ts";
import { cardColumns } from "../articles/columns.ts";
import { endLiveBlog, setLiveOptions, startLiveBlog } from "./blogs.ts";
import { approveEntry, correctEntry, deleteEntry, pinEntry, postEntry } from "./entries.ts";
import { readerLive, staffLive } from "./read.ts";

const editor = actor("editor");
const other = actor("editor");
const writer = actor("contributor");

async function liveArticle(db: Db, options: Record<string, string> = {}) {
  const article = await makeArticle(db);
  await startLiveBlog(db, editor, article.id, options);
  return article.id;
}

describeEachEngine("live blog entries", ({ db }) => {
  /** Whether the article's card says LIVE (its card columns, as every list reads them). */
  const cardIsLive = async (id: string) =>
    (await db().select({ live: cardColumns.live }).from(articles).where(eq(articles.id, id)))[0]!.live;

  it("keeps every entry two editors post at the same moment, newest first, and drops only its page", async () => {
    const id = await liveArticle(db());
    const posts = await Promise.all(
      [editor, other, editor, other].map((who, n) => postEntry(db(), who, id, { body: `Update ${n}` })),
    );
    expect(posts[0]!.pages).toEqual({ article: id });
    const live = (await readerLive(db(), id))!;
    expect(live.entries).toHaveLength(4);
    expect(new Set(live.entries.map((e) => e.html))).toEqual(
      new Set(["<p>Update 0</p>", "<p>Update 1</p>", "<p>Update 2</p>", "<p>Update 3</p>"]),
    );
    const times = live.entries.map((e) => e.at);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it("sanitizes an entry as a body is, and turns typed lines into paragraphs", async () => {
    const id = await liveArticle(db());
    const { entry } = await postEntry(db(), editor, id, {
      body: '<p onclick="x()">Hi<script>bad()</script></p>',
    });
    expect(entry.body).toBe("<p>Hi</p>");
    // The empty line the editor leaves after a block (here an image) is not stored.
    const figure = await postEntry(db(), editor, id, {
      body: '<p><br></p><p>Hall</p><figure><img src="/uploads/a.webp" alt="The hall"></figure><p><br></p>',
    });
    expect(figure.entry.body).toBe(
      '<p>Hall</p><figure><img src="/uploads/a.webp" alt="The hall" /></figure>',
    );
    const typed = await postEntry(db(), editor, id, { body: "Line one\nline two\n\nNext <b>" });
    expect(typed.entry.body).toBe("<p>Line one<br />line two</p><p>Next &lt;b&gt;</p>");
    await expect(postEntry(db(), editor, id, { body: "   " })).rejects.toMatchObject({
      status: 400,
      message: LIVE_TEXTS.empty,
    });
    await expect(
      postEntry(db(), editor, id, { body: `<p>Vote now</p>${pollHtml(poll())}` }),
    ).rejects.toMatchObject({ status: 400, message: LIVE_TEXTS.noPoll });
    expect((await readerLive(db(), id))!.entries.some((e) => e.html.includes("Vote now"))).toBe(false);
  });

  it("shows pinned entries first, and the oldest first when the editor asks", async () => {
    const id = await liveArticle(db());
    const first = await postEntry(db(), editor, id, { body: "First" });
    await postEntry(db(), editor, id, { body: "Second" });
    await postEntry(db(), editor, id, { body: "Third" });
    await pinEntry(db(), editor, id, { entryId: first.entry.id }, true);
    expect((await readerLive(db(), id))!.entries.map((e) => e.html)).toEqual([
      "<p>First</p>",
      "<p>Third</p>",
      "<p>Second</p>",
    ]);
    await setLiveOptions(db(), editor, id, { oldestFirst: "on" });
    await pinEntry(db(), editor, id, { entryId: first.entry.id }, false);
    expect((await readerLive(db(), id))!.entries.map((e) => e.html)).toEqual([
      "<p>First</p>",
      "<p>Second</p>",
      "<p>Third</p>",
    ]);
    await expect(pinEntry(db(), writer, id, { entryId: first.entry.id }, true)).rejects.toMatchObject({
      status: 403,
    });
  });

  it("corrects and deletes with a note, keeping the text before in the history", async () => {
    const id = await liveArticle(db());
    const { entry } = await postEntry(db(), writer, id, { body: "Ten arrests" });
    await correctEntry(db(), writer, id, {
      entryId: entry.id,
      body: "Two arrests",
      note: "Police corrected the figure",
    });
    const shown = (await readerLive(db(), id))!.entries[0]!;
    expect(shown).toMatchObject({ html: "<p>Two arrests</p>", correction: "Police corrected the figure" });
    await expect(
      deleteEntry(db(), actor("contributor"), id, { entryId: entry.id, note: "Not mine" }),
    ).rejects.toMatchObject({ status: 403, message: LIVE_TEXTS.notYourEntry });
    await expect(
      correctEntry(db(), editor, id, { entryId: entry.id, body: "x", note: " " }),
    ).rejects.toMatchObject({
      status: 400,
      message: LIVE_TEXTS.noteNeeded,
    });
    // A correction that leaves nothing to read is refused as an empty entry is.
    await expect(
      correctEntry(db(), editor, id, { entryId: entry.id, body: "<p><br></p>", note: "Cleared" }),
    ).rejects.toMatchObject({ status: 400, message: LIVE_TEXTS.empty });
    await deleteEntry(db(), editor, id, { entryId: entry.id, note: "Unconfirmed" });
    expect((await readerLive(db(), id))!.entries).toEqual([]);
    const staff = await staffLive(db(), editor, id);
    expect(staff.entries[0]).toMatchObject({ state: "deleted", note: "Unconfirmed" });
    expect(staff.entries[0]!.history.map((h) => [h.change, h.note])).toEqual([
      ["posted", null],
      ["corrected", "Police corrected the figure"],
      ["deleted", "Unconfirmed"],
    ]);
  });

  it("holds contributors' entries for an editor's approval when the blog asks for it", async () => {
    const id = await liveArticle(db(), { needsApproval: "on" });
    const held = await postEntry(db(), writer, id, { body: "From the field" });
    expect(held).toMatchObject({ entry: { state: "pending" }, pages: null });
    expect((await postEntry(db(), editor, id, { body: "Desk" })).entry.state).toBe("published");
    expect((await readerLive(db(), id))!.entries.map((e) => e.html)).toEqual(["<p>Desk</p>"]);
    await expect(approveEntry(db(), writer, id, { entryId: held.entry.id })).rejects.toMatchObject({
      status: 403,
    });
    await approveEntry(db(), editor, id, { entryId: held.entry.id });
    expect((await readerLive(db(), id))!.entries).toHaveLength(2);
    await expect(approveEntry(db(), editor, id, { entryId: held.entry.id })).rejects.toMatchObject({
      status: 409,
      message: LIVE_TEXTS.notPending,
    });
  });

  it("ends: the label goes, the entries stay, and an entry after the end is refused and not stored", async () => {
    const id = await liveArticle(db());
    await postEntry(db(), editor, id, { body: "Last word" });
    expect(await cardIsLive(id)).toBe(true);
    await expect(endLiveBlog(db(), writer, id)).rejects.toMatchObject({ status: 403 });
    expect((await endLiveBlog(db(), editor, id)).pages).toBe("content");
    expect(await cardIsLive(id)).toBe(false);
    await expect(postEntry(db(), editor, id, { body: "Too late" })).rejects.toMatchObject({
      status: 409,
      message: LIVE_TEXTS.ended,
    });
    const after = (await readerLive(db(), id))!;
    expect(after).toMatchObject({ live: false });
    expect(after.entries.map((e) => e.html)).toEqual(["<p>Last word</p>"]);
  });

  it("refuses entries on an article that is not live, and posting to the adviser", async () => {
    const plain = await makeArticle(db());
    await expect(postEntry(db(), editor, plain.id, { body: "x" })).rejects.toMatchObject({
      status: 404,
      message: LIVE_TEXTS.notLive,
    });
    const id = await liveArticle(db());
    await expect(postEntry(db(), actor("adviser"), id, { body: "x" })).rejects.toMatchObject({ status: 403 });
    await expect(startLiveBlog(db(), editor, id, {})).rejects.toMatchObject({ status: 409 });
    await expect(startLiveBlog(db(), writer, plain.id, {})).rejects.toMatchObject({ status: 403 });
  });
});
