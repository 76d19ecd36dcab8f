import { expect, it } from "vitest";
import { loadArticle } from "../../app/routes/article.server.ts";
import { rss } from "../../app/routes/feeds.server.ts";
import { loadPreview } from "../../app/routes/preview.server.ts";
import { exportContent } from "../../server/modules/backups/content-export.ts";
import { savePiece } from "../../server/modules/content/editing.ts";
import { createPreviewLink, PREVIEW_PREFIX } from "../../server/modules/content/previews.ts";
import { addNote, replyToNote } from "../../server/modules/notes/notes.ts";
import { staffActor } from "../helpers/factories.ts";
import { testLoadContext } from "../helpers/load-context.ts";
import { PIECE_FORMS, token } from "../helpers/piece-forms.ts";
import { describeEachEngine } from "../helpers/test-db.ts";

const QUOTE = "vote was 5–2";

/** Issue 38: notes are the portal's. A published piece and a draft, each with a note and a reply, show
 * their text on the public page, the feed, the preview link and the content export, and the notes'
 * words on none of them. */
describeEachEngine("notes never leave the portal", ({ db }) => {
  it("keeps a note's and a reply's words off the public page, the feed, a preview and the content export", async () => {
    const editor = await staffActor(db());
    const body = (word: string) => `<p>The ${word} vote was 5–2 to keep it open.</p>`;
    const [live, draft] = [token(), token()];
    const published = await savePiece(
      db(),
      editor,
      "article",
      PIECE_FORMS.article.create({ content: body(live), category: "Politics" }),
      "publish",
    );
    const unpublished = await savePiece(
      db(),
      editor,
      "article",
      PIECE_FORMS.article.create({ content: body(draft) }),
      "save",
    );
    const secrets: string[] = [];
    for (const piece of [published, unpublished]) {
      const [noteWord, replyWord] = [token(), token()];
      secrets.push(noteWord, replyWord);
      const index = `The ${piece === published ? live : draft} `.length;
      const note = await addNote(db(), editor, "article", piece.id, {
        body: `Check ${noteWord}`,
        index,
        length: QUOTE.length,
        quote: QUOTE,
      });
      await replyToNote(db(), editor, note.id, { body: `Done ${replyWord}` });
    }

    const { context } = testLoadContext(db());
    const text = async (value: unknown) =>
      value instanceof Response ? await value.text() : JSON.stringify(value ?? null);
    const link = await createPreviewLink(db(), editor, "article", unpublished.id);
    const surfaces = {
      page: await text(
        await loadArticle(
          new Request(`http://localhost/article/${published.slug}`),
          context,
          published.slug!,
        ),
      ),
      feed: await text(await rss(context)),
      preview: await text(await loadPreview(context, link.path.slice(PREVIEW_PREFIX.length))),
      export: JSON.stringify(await exportContent(db(), context.services.storage)),
    };
    expect(surfaces.page).toContain(live);
    expect(surfaces.feed).toContain(published.title);
    expect(surfaces.preview).toContain(draft);
    expect(surfaces.export).toContain(draft);
    for (const [surface, shown] of Object.entries(surfaces))
      for (const secret of secrets) expect(shown, `a note's words on ${surface}`).not.toContain(secret);
  });
});
