import { expect, it } from "vitest";
import { IMAGE_ALT_MAX } from "#shared/schemas/article.ts";
import { loadArticle } from "../../app/routes/article.server.ts";
import { loadCreativePage } from "../../app/routes/creative.server.ts";
import { actor, makeMediaRow } from "../helpers/factories.ts";
import { testLoadContext } from "../helpers/load-context.ts";
import { PIECE_FORMS } from "../helpers/piece-forms.ts";
import { describeEachEngine } from "../helpers/test-db.ts";
import { createLocalStorage } from "../../server/providers/local-storage.ts";
import { exportContent } from "../../server/modules/backups/content-export.ts";
import { loadEditor } from "../../server/modules/content/editor.ts";
import { savePiece } from "../../server/modules/content/editing.ts";
import { getRevision, listRevisions } from "../../server/modules/content/revisions.ts";

const admin = actor("admin");
const ALT = "Boats carry rice sacks across a flooded field";

describeEachEngine("the featured image's alt text (issue 36)", ({ db }) => {
  it("is saved with an article through the one save path, kept in its revision, and reopened in the editor", async () => {
    const image = await makeMediaRow(db(), { altText: "The library's words" });
    const form = PIECE_FORMS.article.create({
      imageUrl: image.url,
      imageCaption: "Photo: Staff",
      imageAlt: ALT,
    });
    const saved = await savePiece(db(), admin, "article", form, "publish");
    expect((await loadEditor(db(), admin, "article", saved.id)).fields.imageAlt).toBe(ALT);
    const [revision] = await listRevisions(db(), admin, "article", saved.id);
    expect((await getRevision(db(), admin, "article", saved.id, revision!.id)).fields.imageAlt).toBe(ALT);

    // The public page: the <img alt> is the article's own, not the library's nor the caption.
    const { context } = testLoadContext(db(), { documentRequest: false });
    const page = await loadArticle(
      new Request(`http://localhost/article/${saved.slug}`),
      context,
      saved.slug!,
    );
    if (!("kind" in page) || page.kind !== "article") throw new Error("no article page");
    expect(page.article.image.img.alt).toBe(ALT);
    expect(page.article.imageCaption).toBe("Photo: Staff");
  });

  it("is the sharing preview's og:image:alt", async () => {
    const image = await makeMediaRow(db(), { altText: "The library's words" });
    const form = PIECE_FORMS.article.create({ imageUrl: image.url, imageAlt: ALT });
    const saved = await savePiece(db(), admin, "article", form, "publish");
    const { context } = testLoadContext(db(), { documentRequest: true });
    const page = await loadArticle(
      new Request(`http://localhost/article/${saved.slug}`),
      context,
      saved.slug!,
    );
    if (!("kind" in page) || page.kind !== "article") throw new Error("no article page");
    const meta = page.meta as { property?: string; content?: string }[];
    expect(meta.find((m) => m.property === "og:image:alt")?.content).toBe(ALT);
  });

  it("is saved with a creative piece and describes its picture on the creative page", async () => {
    const form = PIECE_FORMS.creative.create({ imageAlt: "Rain on a tin roof at dusk" });
    const saved = await savePiece(db(), admin, "creative", form, "publish");
    expect((await loadEditor(db(), admin, "creative", saved.id)).fields.imageAlt).toBe(
      "Rain on a tin roof at dusk",
    );
    const { context } = testLoadContext(db(), { documentRequest: false });
    const page = await loadCreativePage(context, new Request(`http://localhost/creative?piece=${saved.id}`));
    const shown = [...page.results.items, page.piece].find((p) => p?.id === saved.id);
    expect(shown?.image.img.alt).toBe("Rain on a tin roof at dusk");
  });

  it(`refuses an alt text over ${IMAGE_ALT_MAX} characters with a clear message, and changes nothing`, async () => {
    const draft = await savePiece(
      db(),
      admin,
      "article",
      PIECE_FORMS.article.create({ imageAlt: ALT }),
      "save",
    );
    const long = "a".repeat(IMAGE_ALT_MAX + 1);
    const refused = savePiece(
      db(),
      admin,
      "article",
      { ...PIECE_FORMS.article.create({ imageAlt: long }), id: draft.id, baseVersion: String(draft.version) },
      "save",
    );
    await expect(refused).rejects.toThrow(`The alt text can be at most ${IMAGE_ALT_MAX} characters long`);
    const kept = await loadEditor(db(), admin, "article", draft.id);
    expect(kept).toMatchObject({ version: draft.version, fields: { imageAlt: ALT } });
  });

  it("travels in the content export, for articles and creative pieces", async () => {
    const article = await savePiece(
      db(),
      admin,
      "article",
      PIECE_FORMS.article.create({ imageAlt: ALT }),
      "save",
    );
    const piece = await savePiece(
      db(),
      admin,
      "creative",
      PIECE_FORMS.creative.create({ imageAlt: "A poem's picture" }),
      "save",
    );
    const exported = await exportContent(db(), createLocalStorage("/tmp/borderland-alt-export"));
    expect(exported.articles.find((a) => a.id === article.id)?.imageAlt).toBe(ALT);
    expect(exported.creative.find((c) => c.id === piece.id)?.imageAlt).toBe("A poem's picture");
  });
});
