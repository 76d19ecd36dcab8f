import { expect, it } from "vitest";
import { videoHtml } from "#shared/media-blocks.ts";
import { loadCreativePage } from "../../app/routes/creative.server.ts";
import { loadPreview } from "../../app/routes/preview.server.ts";
import { savePiece } from "../../server/modules/content/editing.ts";
import { createPreviewLink, PREVIEW_PREFIX } from "../../server/modules/content/previews.ts";
import { actor, staffActor } from "../helpers/factories.ts";
import { testLoadContext } from "../helpers/load-context.ts";
import { PIECE_FORMS } from "../helpers/piece-forms.ts";
import { describeEachEngine } from "../helpers/test-db.ts";

// A creative piece's layout (decision 0076), as its pages get it: the creative page's dialog (its title
// an h2, so its chapters are the text's h3s) and its preview link (its title the page's h1).
const VIDEO = videoHtml({ src: "/uploads/meeting.mp4", poster: "/uploads/meeting-poster-1600.webp" });
const TEXT = `${VIDEO}<h1>The first tide</h1><p>Salt.</p><h1>The second tide</h1><p>River.</p>`;

describeEachEngine("a creative piece's layout on its pages", ({ db }) => {
  it("the creative page: a long-form piece's chapters and opening video; a standard one's text as written", async () => {
    const longForm = await savePiece(
      db(),
      actor("admin"),
      "creative",
      PIECE_FORMS.creative.create({ content: TEXT, layout: "long-form", headlineOver: "on" }),
      "publish",
    );
    const page = await loadCreativePage(
      testLoadContext(db()).context,
      new Request(`http://localhost/creative?piece=${longForm.id}`),
    );
    const shown = [...page.results.items, ...(page.piece ? [page.piece] : [])].find(
      (p) => p.id === longForm.id,
    )!;
    expect([shown.layout, shown.headlineOver]).toEqual(["long-form", true]);
    expect(shown.chapters).toEqual([
      { id: "chapter-the-first-tide", title: "The first tide" },
      { id: "chapter-the-second-tide", title: "The second tide" },
    ]);
    expect(shown.content).toMatch(/^<h3 id="chapter-the-first-tide">/);
    expect(shown.headerVideo).toMatch(/^<video [^>]*src="\/uploads\/meeting\.mp4"/);

    const standard = await savePiece(
      db(),
      actor("admin"),
      "creative",
      PIECE_FORMS.creative.create({ content: TEXT }),
      "publish",
    );
    const plain = await loadCreativePage(
      testLoadContext(db()).context,
      new Request(`http://localhost/creative?piece=${standard.id}`),
    );
    const item = [...plain.results.items, ...(plain.piece ? [plain.piece] : [])].find(
      (p) => p.id === standard.id,
    )!;
    expect([item.chapters, item.headerVideo]).toEqual([[], null]);
    expect(item.content).toMatch(/^<video /);
  });

  it("a preview link: a long-form draft's chapters are the text's h2s under the page's h1", async () => {
    const editor = await staffActor(db());
    const draft = await savePiece(
      db(),
      editor,
      "creative",
      PIECE_FORMS.creative.create({ content: TEXT, layout: "long-form" }),
      "save",
    );
    const link = await createPreviewLink(db(), editor, "creative", draft.id);
    const answer = await loadPreview(testLoadContext(db()).context, link.path.slice(PREVIEW_PREFIX.length));
    const { piece } = answer.data as { piece: { chapters: unknown[]; content: string; headerVideo: string } };
    expect(piece.chapters).toHaveLength(2);
    expect(piece.content).toMatch(/^<h2 id="chapter-the-first-tide">/);
    expect(piece.headerVideo).toMatch(/^<video /);
  });
});
