import { expect, it } from "vitest";
import { actor } from "../../../tests/helpers/factories.ts";
import { PIECE_FORMS } from "../../../tests/helpers/piece-forms.ts";
import { describeEachEngine } from "../../../tests/helpers/test-db.ts";
import { getArticleBySlug } from "../articles/queries.ts";
import { getCreativePiece } from "../creative/queries.ts";
import { loadEditor } from "./editor.ts";
import { savePiece } from "./editing.ts";
import { fieldsOf } from "./fields.ts";
import { restoreRevision } from "./restore.ts";
import { listRevisions } from "./revisions.ts";

const admin = actor("admin");

describeEachEngine("a piece's layout (decision 0076)", ({ db }) => {
  it("refuses a layout that is not one of the three, storing nothing", async () => {
    const form = PIECE_FORMS.article.create({ layout: "magazine" });
    await expect(savePiece(db(), admin, "article", form, "save")).rejects.toThrow(
      "Please choose a layout from the list",
    );
    const creative = PIECE_FORMS.creative.create({ layout: "grid" });
    await expect(savePiece(db(), admin, "creative", creative, "save")).rejects.toThrow(
      "Please choose a layout from the list",
    );
  });

  it("defaults to Standard, and keeps the headline over the photo for a long-form piece only", async () => {
    const plain = await savePiece(db(), admin, "article", PIECE_FORMS.article.create(), "save");
    expect((await loadEditor(db(), admin, "article", plain.id)).fields).toMatchObject({
      layout: "standard",
      headlineOver: false,
    });
    const side = await savePiece(
      db(),
      admin,
      "article",
      PIECE_FORMS.article.create({ layout: "side-by-side", headlineOver: "true" }),
      "save",
    );
    expect((await loadEditor(db(), admin, "article", side.id)).fields).toMatchObject({
      layout: "side-by-side",
      headlineOver: false,
    });
  });

  it("goes through pending edits, Update, revisions and restore like every field (articles)", async () => {
    const slug = `layout-${Date.now()}`;
    const form = (overrides: Record<string, string>) => PIECE_FORMS.article.create({ slug, ...overrides });
    const live = await savePiece(db(), admin, "article", form({ layout: "standard" }), "publish");
    const pending = await savePiece(
      db(),
      admin,
      "article",
      { ...form({ layout: "long-form", headlineOver: "true" }), id: live.id, baseVersion: live.version },
      "autosave",
    );
    // Readers see the published layout until Update.
    expect((await getArticleBySlug(db(), slug))!.layout).toBe("standard");
    expect((await loadEditor(db(), admin, "article", live.id)).fields.layout).toBe("long-form");
    await savePiece(
      db(),
      admin,
      "article",
      { ...form({ layout: "long-form", headlineOver: "true" }), id: live.id, baseVersion: pending.version },
      "update",
    );
    expect(await getArticleBySlug(db(), slug)).toMatchObject({ layout: "long-form", headlineOver: true });
    const history = await listRevisions(db(), admin, "article", live.id);
    const first = history.at(-1)!;
    const current = await loadEditor(db(), admin, "article", live.id);
    await restoreRevision(db(), admin, "article", {
      id: live.id,
      revisionId: first.id,
      baseVersion: current.version,
    });
    expect(await getArticleBySlug(db(), slug)).toMatchObject({ layout: "standard", headlineOver: false });
  });

  it("is a creative piece's field too", async () => {
    const piece = await savePiece(
      db(),
      admin,
      "creative",
      PIECE_FORMS.creative.create({ layout: "side-by-side" }),
      "publish",
    );
    expect((await getCreativePiece(db(), piece.id))!.layout).toBe("side-by-side");
  });
});

it("reads a layout back from a revision's JSON only when it is one of the three", () => {
  expect(fieldsOf({ layout: "long-form", headlineOver: true })).toEqual({
    layout: "long-form",
    headlineOver: true,
  });
  expect(fieldsOf({ layout: "poster" as never, headlineOver: "yes" as never })).toEqual({});
});
