import { randomBytes, randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { actor } from "../../../tests/helpers/factories.ts";
import { describeEachEngine } from "../../../tests/helpers/test-db.ts";
import { creativePieces } from "../../db/schema.ts";
import {
  deletePiece,
  getPieceForEdit,
  listPiecesForAdmin,
  publishPiece,
  updatePiece,
} from "../content/portal.ts";
import { getCreativePiece } from "./queries.ts";

const admin = actor("admin");
const token = () => `t${randomBytes(5).toString("hex")}`;

const form = (overrides: Record<string, string> = {}) => ({
  type: "",
  title: `Rain on tin roofs ${token()}`,
  author: "Temsu Jamir",
  excerpt: "",
  content: "<p>The roof sings<br>all night</p>",
  imageUrl: "/uploads/roof.webp",
  ...overrides,
});

const MISSING = {
  status: 400,
  title: "Missing required fields",
  message: "Please fill in title, content, author, and image",
};
const MISSING_EDIT = {
  status: 400,
  title: "Missing required fields",
  message: "Please fill in title, content, and author",
};

describeEachEngine("creative pieces in the portal", ({ db }) => {
  const publish = (overrides: Record<string, string> = {}) =>
    publishPiece(db(), admin, "creative", form(overrides));
  const edit = (id: string, overrides: Record<string, string> = {}) => ({
    id,
    type: "prose",
    title: "New title",
    author: "New Author",
    excerpt: "New summary",
    content: "<p>New words</p>",
    imageUrl: "",
    ...overrides,
  });

  it("publishes poetry by default, now, with no tags and an excerpt from the text", async () => {
    const before = Date.now();
    const piece = await publish({ content: "<p>One &amp; two</p><p>three</p>" });
    expect(piece).toMatchObject({
      type: "poetry",
      tags: [],
      excerpt: "One & two three...",
      author: "Temsu Jamir",
    });
    expect(piece.publishedAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(await getCreativePiece(db(), piece.id)).toMatchObject({ id: piece.id, type: "poetry" });
  });

  it("takes any of the four types and refuses others", async () => {
    for (const type of ["poetry", "prose", "visual_art", "photography"])
      expect((await publish({ type })).type).toBe(type);
    await expect(publish({ type: "sculpture" })).rejects.toMatchObject({ status: 400 });
  });

  it("answers Missing required fields when title, content, author or image is empty", async () => {
    for (const field of ["title", "content", "author", "imageUrl"])
      await expect(publish({ [field]: "" })).rejects.toMatchObject({
        ...MISSING,
        fields: { [field]: MISSING.message },
      });
    await expect(publish({ content: "<p><br></p>" })).rejects.toMatchObject(MISSING);
  });

  it("keeps the summary given and sanitizes the content", async () => {
    const piece = await publish({ excerpt: "Mine", content: '<p>ok<img src=x onerror="alert(1)"></p>' });
    expect(piece.excerpt).toBe("Mine");
    expect(piece.content).toBe("<p>ok</p>");
  });

  it("updates a piece: an empty summary is generated again, the image may go, tags stay", async () => {
    const piece = await publish();
    await db()
      .update(creativePieces)
      .set({ tags: ["rain", "hills"] })
      .where(sql`${creativePieces.id} = ${piece.id}`);
    const updated = await updatePiece(db(), admin, "creative", edit(piece.id, { excerpt: "  " }));
    expect(updated).toMatchObject({
      id: piece.id,
      type: "prose",
      title: "New title",
      author: "New Author",
      excerpt: "New words...",
      content: "<p>New words</p>",
      imageUrl: null,
      tags: ["rain", "hills"],
      publishedAt: piece.publishedAt,
    });
    expect(await getPieceForEdit(db(), admin, "creative", piece.id)).toEqual(updated);
    expect((await updatePiece(db(), admin, "creative", edit(piece.id, { type: "" }))).type).toBe("prose");
  });

  it("answers Missing required fields when title, content or author is empty on update", async () => {
    const piece = await publish();
    for (const field of ["title", "content", "author"])
      await expect(
        updatePiece(db(), admin, "creative", edit(piece.id, { [field]: " " })),
      ).rejects.toMatchObject({
        ...MISSING_EDIT,
        fields: { [field]: MISSING_EDIT.message },
      });
  });

  it("answers 'Creative piece not found' for an unknown id", async () => {
    for (const id of [randomUUID(), "nope"]) {
      await expect(updatePiece(db(), admin, "creative", edit(id))).rejects.toMatchObject({
        status: 404,
        message: "Creative piece not found",
      });
      await expect(deletePiece(db(), admin, "creative", id)).rejects.toMatchObject({
        message: "Creative piece not found",
      });
      await expect(getPieceForEdit(db(), admin, "creative", id)).rejects.toMatchObject({
        message: "Creative piece not found",
      });
    }
  });

  it("says no creative piece was updated or deleted when the database changed no row", async () => {
    await db().execute(
      sql`create or replace function skip_row() returns trigger language plpgsql as $$ begin return null; end $$`,
    );
    await db().execute(
      sql`create trigger skip_update before update on creative_pieces for each row when (new.title = 'Refused') execute function skip_row()`,
    );
    await db().execute(
      sql`create trigger skip_delete before delete on creative_pieces for each row when (old.title = 'Undeletable') execute function skip_row()`,
    );
    const piece = await publish();
    await expect(
      updatePiece(db(), admin, "creative", edit(piece.id, { title: "Refused" })),
    ).rejects.toMatchObject({
      status: 404,
      message: "No creative piece was updated - it may not exist or you may not have permission",
    });
    await updatePiece(db(), admin, "creative", edit(piece.id, { title: "Undeletable" }));
    await expect(deletePiece(db(), admin, "creative", piece.id)).rejects.toMatchObject({
      status: 404,
      message: "No creative piece was deleted - it may not exist or you may not have permission",
    });
    await db().execute(sql`drop trigger skip_update on creative_pieces`);
    await db().execute(sql`drop trigger skip_delete on creative_pieces`);
  });

  it("deletes a piece", async () => {
    const piece = await publish();
    expect(await deletePiece(db(), admin, "creative", piece.id)).toEqual({
      id: piece.id,
      title: piece.title,
    });
    expect(await getCreativePiece(db(), piece.id)).toBeNull();
  });

  it("lists for Manage Creative Pieces: title, author or type (its value or its label), case-insensitive", async () => {
    const t = token();
    const byTitle = await publish({ title: `Monsoon ${t}`, type: "prose" });
    const byAuthor = await publish({ author: `Lal ${t.toUpperCase()}`, type: "poetry" });
    const visual = await publish({ title: `Mural ${token()}`, type: "visual_art" });
    const ids = async (q: string) =>
      (await listPiecesForAdmin(db(), admin, "creative", { q })).items.map((p) => p.id);
    expect((await ids(t)).sort()).toEqual([byTitle.id, byAuthor.id].sort());
    for (const q of ["visual", "Visual Arts", "ARTS", "_art"]) expect(await ids(q)).toContain(visual.id);
    expect(await ids("photography")).not.toContain(visual.id);
    const page = await listPiecesForAdmin(db(), admin, "creative", { q: `Mural` });
    expect(Object.keys(page.items[0]!).sort()).toEqual([
      "author",
      "excerpt",
      "id",
      "publishedAt",
      "title",
      "type",
    ]);
    expect(page.pageSize).toBe(20);
  });

  it("lists newest first in pages of 20", async () => {
    const t = token();
    const made = [];
    for (let i = 0; i < 22; i++)
      made.push(
        await publishPiece(
          db(),
          admin,
          "creative",
          form({ title: `${t} ${i}` }),
          new Date(Date.UTC(2020, 0, 1, 0, i)),
        ),
      );
    const first = await listPiecesForAdmin(db(), admin, "creative", { q: t });
    expect(first).toMatchObject({ total: 22, pageCount: 2, page: 1 });
    const second = await listPiecesForAdmin(db(), admin, "creative", { q: t, page: 2 });
    expect([...first.items, ...second.items].map((p) => p.id)).toEqual(made.reverse().map((p) => p.id));
  });

  it("lets only staff publish, edit, delete, list or open a piece", async () => {
    const piece = await publish();
    for (const who of [null, actor("reader")]) {
      const status = who ? 403 : 401;
      await expect(publishPiece(db(), who, "creative", form())).rejects.toMatchObject({ status });
      await expect(updatePiece(db(), who, "creative", edit(piece.id))).rejects.toMatchObject({ status });
      await expect(deletePiece(db(), who, "creative", piece.id)).rejects.toMatchObject({ status });
      await expect(listPiecesForAdmin(db(), who, "creative", {})).rejects.toMatchObject({ status });
      await expect(getPieceForEdit(db(), who, "creative", piece.id)).rejects.toMatchObject({ status });
    }
  });
});
