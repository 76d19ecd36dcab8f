import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { actor } from "../../../tests/helpers/factories.ts";
import { PIECE_FORMS, token } from "../../../tests/helpers/piece-forms.ts";
import { describeEachEngine } from "../../../tests/helpers/test-db.ts";
import type { Db } from "../../db/client.ts";
import { getArticleBySlug } from "../articles/queries.ts";
import { getCreativePiece } from "../creative/queries.ts";
import { deletePiece, getPieceForEdit, listPiecesForAdmin } from "./portal.ts";
import { publishForm, updateForm } from "./forms.ts";

/** What the portal does the same way for every kind of piece; what each kind does its own way is in
 * ./kinds.test.ts. */

const admin = actor("admin");

const MISSING = {
  status: 400,
  title: "Missing required fields",
  message: "Please fill in title, content, author, and image",
};

/** Each kind: its create and edit forms as the portal posts them, its texts, and its public read. */
const KINDS = {
  article: {
    ...PIECE_FORMS.article,
    requiredOnUpdate: ["title", "content", "author", "excerpt"],
    missingEdit: { status: 400, title: "Missing fields", message: "Please fill in all required fields" },
    table: "articles",
    noun: "article",
    notFound: "Article not found",
    read: async (db: Db, row: { slug?: string }) => getArticleBySlug(db, row.slug!),
  },
  creative: {
    ...PIECE_FORMS.creative,
    requiredOnUpdate: ["title", "content", "author"],
    missingEdit: {
      status: 400,
      title: "Missing required fields",
      message: "Please fill in title, content, and author",
    },
    table: "creative_pieces",
    noun: "creative piece",
    notFound: "Creative piece not found",
    read: async (db: Db, row: { id: string }) => getCreativePiece(db, row.id),
  },
} as const;

describeEachEngine("the portal's operations on every kind of piece", ({ db }) => {
  for (const [name, k] of Object.entries(KINDS) as [
    keyof typeof KINDS,
    (typeof KINDS)[keyof typeof KINDS],
  ][]) {
    const publish = (overrides: Record<string, string> = {}, now?: Date) =>
      publishForm(db(), admin, name, k.create(overrides), now);
    const update = (id: string, overrides: Record<string, string> = {}) =>
      updateForm(db(), admin, name, k.edit(id, overrides));

    describe(name, () => {
      it("answers Missing required fields when title, content, author or image is empty", async () => {
        for (const blank of ["", "  "])
          for (const field of ["title", "content", "author", "imageUrl"])
            await expect(publish({ [field]: blank })).rejects.toMatchObject({
              ...MISSING,
              fields: { [field]: MISSING.message },
            });
        const { title: _t, author: _a, ...withoutTitleAndAuthor } = k.create();
        await expect(publishForm(db(), admin, name, withoutTitleAndAuthor)).rejects.toMatchObject({
          ...MISSING,
          fields: { title: MISSING.message, author: MISSING.message },
        });
      });

      it("counts content with no text and no image as empty: Quill's empty editor, or only markup the sanitizer removes", async () => {
        for (const content of [
          "<p><br></p>",
          "<p> &nbsp; </p><h2></h2>",
          "<script>alert(1)</script>",
          '<img src="javascript:alert(1)">',
        ])
          await expect(publish({ content })).rejects.toMatchObject(MISSING);
        const imageOnly = await publish({
          content: '<p><img src="https://images.example.org/a.jpg" alt="A"></p>',
        });
        expect(imageOnly.content).toContain("<img");
      });

      it("accepts an uploaded image or an http(s) address, and nothing else", async () => {
        for (const imageUrl of [
          "/uploads/2025/a-b_c.webp",
          "https://images.example.org/a.jpg",
          "http://example.org/a.png",
        ])
          expect((await publish({ imageUrl })).imageUrl).toBe(imageUrl);
        for (const imageUrl of [
          "javascript:alert(1)",
          "data:text/html,<script>alert(1)</script>",
          "//evil.example/a.png",
          "/admin/logout",
          "/uploads/../admin/logout",
          "/uploads/%2e%2e/admin",
          "ftp://example.org/a.png",
        ])
          await expect(publish({ imageUrl })).rejects.toMatchObject({ status: 400 });
      });

      it("sanitizes the body before storing it, and on update too", async () => {
        expect((await publish({ content: '<p onclick="x()">Hi<script>alert(1)</script></p>' })).content).toBe(
          "<p>Hi</p>",
        );
        const piece = await publish({ excerpt: "Mine", content: '<p>ok<img src=x onerror="alert(1)"></p>' });
        expect(piece.excerpt).toBe("Mine");
        expect(piece.content).toBe("<p>ok</p>");
        const updated = await update(piece.id, {
          content: '<p>ok</p><iframe src="https://evil.example"></iframe><a href="javascript:x">l</a>',
        });
        expect(updated.content).toBe('<p>ok</p><a rel="noopener noreferrer">l</a>');
      });

      it("opens for editing what an update wrote", async () => {
        const piece = await publish();
        const updated = await update(piece.id);
        expect(updated.publishedAt).toEqual(piece.publishedAt);
        expect(updated.updatedAt.getTime()).toBeGreaterThanOrEqual(piece.updatedAt.getTime());
        expect(await getPieceForEdit(db(), admin, name, piece.id)).toEqual(updated);
      });

      it("answers Missing fields when a field the kind requires on update is empty", async () => {
        const piece = await publish();
        for (const blank of ["", " "])
          for (const field of k.requiredOnUpdate)
            await expect(update(piece.id, { [field]: blank })).rejects.toMatchObject({
              ...k.missingEdit,
              fields: { [field]: k.missingEdit.message },
            });
        await expect(update(piece.id, { content: "<p><br></p>" })).rejects.toMatchObject(k.missingEdit);
      });

      it("answers 'not found' for an unknown id, or one that is not an id at all", async () => {
        for (const id of [randomUUID(), "42", "nope", "' or 1=1 --"]) {
          const notFound = { status: 404, message: k.notFound };
          await expect(updateForm(db(), admin, name, k.edit(id))).rejects.toMatchObject(notFound);
          await expect(deletePiece(db(), admin, name, id)).rejects.toMatchObject(notFound);
          await expect(getPieceForEdit(db(), admin, name, id)).rejects.toMatchObject(notFound);
        }
      });

      it("says nothing was updated or deleted when the database changed no row", async () => {
        // A trigger that skips the row stands for a rule that refuses the write after the existence check.
        const table = sql.identifier(k.table);
        await db().execute(
          sql`create or replace function skip_row() returns trigger language plpgsql as $$ begin return null; end $$`,
        );
        await db().execute(
          sql`create trigger skip_update before update on ${table} for each row when (new.title = 'Refused') execute function skip_row()`,
        );
        await db().execute(
          sql`create trigger skip_delete before delete on ${table} for each row when (old.title = 'Undeletable') execute function skip_row()`,
        );
        const piece = await publish();
        await expect(update(piece.id, { title: "Refused" })).rejects.toMatchObject({
          status: 404,
          message: `No ${k.noun} was updated - it may not exist or you may not have permission`,
        });
        await update(piece.id, { title: "Undeletable" });
        await expect(deletePiece(db(), admin, name, piece.id)).rejects.toMatchObject({
          status: 404,
          message: `No ${k.noun} was deleted - it may not exist or you may not have permission`,
        });
        await db().execute(sql`drop trigger skip_update on ${table}`);
        await db().execute(sql`drop trigger skip_delete on ${table}`);
      });

      it("deletes a piece, after which its page is gone", async () => {
        const piece = await publish();
        expect(await deletePiece(db(), admin, name, piece.id)).toEqual({ id: piece.id, title: piece.title });
        expect(await k.read(db(), piece)).toBeNull();
        await expect(deletePiece(db(), admin, name, piece.id)).rejects.toMatchObject({ message: k.notFound });
      });

      it("lists newest first in pages of 20", async () => {
        const t = token();
        const made = [];
        for (let i = 0; i < 22; i++)
          made.push(await publish({ title: `${t} ${i}` }, new Date(Date.UTC(2020, 0, 1, 0, i))));
        const first = await listPiecesForAdmin(db(), admin, name, { q: t });
        expect(first).toMatchObject({ total: 22, pageCount: 2, page: 1, pageSize: 20 });
        const second = await listPiecesForAdmin(db(), admin, name, { q: t, page: 2 });
        expect([...first.items, ...second.items].map((p) => p.id)).toEqual(made.reverse().map((p) => p.id));
      });

      it("lets only staff publish, edit, delete, list or open a piece", async () => {
        const piece = await publish();
        for (const who of [null, actor("reader")]) {
          const status = who ? 403 : 401;
          await expect(publishForm(db(), who, name, k.create())).rejects.toMatchObject({ status });
          await expect(updateForm(db(), who, name, k.edit(piece.id))).rejects.toMatchObject({ status });
          await expect(deletePiece(db(), who, name, piece.id)).rejects.toMatchObject({ status });
          await expect(listPiecesForAdmin(db(), who, name, {})).rejects.toMatchObject({ status });
          await expect(getPieceForEdit(db(), who, name, piece.id)).rejects.toMatchObject({ status });
        }
        expect((await getPieceForEdit(db(), admin, name, piece.id)).title).toBe(piece.title);
      });
    });
  }

  it("lets only staff publish an opinion piece: 401 without a user, 403 for a reader", async () => {
    const form = KINDS.article.create();
    await expect(publishForm(db(), null, "opinion", form)).rejects.toMatchObject({ status: 401 });
    await expect(publishForm(db(), actor("reader"), "opinion", form)).rejects.toMatchObject({ status: 403 });
  });
});
