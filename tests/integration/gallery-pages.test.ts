import { expect, it } from "vitest";
import { galleryHtml } from "#shared/gallery.ts";
import { loadCreativePage } from "../../app/routes/creative.server.ts";
import { loadPreview } from "../../app/routes/preview.server.ts";
import { savePiece } from "../../server/modules/content/editing.ts";
import { createPreviewLink, PREVIEW_PREFIX } from "../../server/modules/content/previews.ts";
import { createPerson } from "../../server/modules/people/people.ts";
import { actor, staffActor } from "../helpers/factories.ts";
import { testLoadContext } from "../helpers/load-context.ts";
import { PIECE_FORMS } from "../helpers/piece-forms.ts";
import { describeEachEngine } from "../helpers/test-db.ts";

// The gallery's viewer loads wherever a gallery is shown and only there (decision 0072): an article's
// page (tests/e2e/gallery.test.ts), the creative page, and the portal's preview links; and a credit that
// names a person links to their author page on the creative page too.

describeEachEngine("pages that show a gallery", ({ db }) => {
  const body = (personId: string) =>
    `<p>From the game.</p>${galleryHtml({
      layout: "grid",
      photos: [
        { src: "/uploads/a.webp", alt: "The goal", caption: "", credit: { name: "Mina Das", personId } },
        { src: "/uploads/b.webp", alt: "Crowd", caption: "", credit: null },
      ],
    })}`;

  it("the creative page: the viewer with a gallery, its person linked; none without", async () => {
    const person = await createPerson(db(), actor("admin"), { name: `Mina Das ${Date.now()}` });
    const plainPage = await loadCreativePage(
      testLoadContext(db()).context,
      new Request("http://localhost/creative"),
    );
    expect(plainPage.gallery).toBe(false);
    const piece = await savePiece(
      db(),
      actor("admin"),
      "creative",
      PIECE_FORMS.creative.create({ content: body(person.id) }),
      "publish",
    );
    const page = await loadCreativePage(
      testLoadContext(db()).context,
      new Request(`http://localhost/creative?piece=${piece.id}`),
    );
    expect(page.gallery).toBe(true);
    const shown = [...page.results.items, ...(page.piece ? [page.piece] : [])].find((p) => p.id === piece.id);
    expect(shown?.content).toContain(`href="/author/${person.slug}"`);
  });

  it("a preview link of a draft, article or creative piece, has the viewer only with a gallery", async () => {
    const editor = await staffActor(db());
    const person = await createPerson(db(), actor("admin"), { name: `Ada Photo ${Date.now()}` });
    const previewOf = async (kind: "article" | "creative", content: string) => {
      const draft = await savePiece(db(), editor, kind, PIECE_FORMS[kind].create({ content }), "save");
      const link = await createPreviewLink(db(), editor, kind, draft.id);
      const answer = await loadPreview(testLoadContext(db()).context, link.path.slice(PREVIEW_PREFIX.length));
      return answer.data as { gallery?: boolean };
    };
    for (const kind of ["article", "creative"] as const) {
      expect((await previewOf(kind, body(person.id))).gallery, kind).toBe(true);
      expect((await previewOf(kind, "<p>Only words.</p>")).gallery, kind).toBe(false);
    }
  });
});
