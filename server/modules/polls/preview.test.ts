import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { pollHtml } from "#shared/poll-markup.ts";
import { POLL_PREVIEW_NOTE } from "#shared/poll-view.ts";
import { actor } from "../../../tests/helpers/factories.ts";
import { PIECE_FORMS } from "../../../tests/helpers/piece-forms.ts";
import { poll } from "../../../tests/helpers/polls.ts";
import { describeEachEngine } from "../../../tests/helpers/test-db.ts";
import { staticPages } from "../../db/schema.ts";
import { savePiece } from "../content/editing.ts";
import { NO_POLLS_ON_PAGES } from "./read.ts";
import { renderPolls } from "./render.ts";

const admin = actor("admin");

describeEachEngine("a poll in a preview, and on a static page", ({ db }) => {
  it("shows an unpublished piece's poll as readers will, its form disabled with a note; a page's is the live form", async () => {
    const saved = poll({ resultsBeforeVote: true });
    const unsaved = poll({ question: "Which lunch line is fastest?" });
    const content = `<p>Vote.</p>${pollHtml(saved)}`;
    const piece = await savePiece(db(), admin, "article", PIECE_FORMS.article.create({ content }), "save");
    const preview = await renderPolls(db(), content + pollHtml(unsaved), piece.id, "UTC", { preview: true });
    expect(preview.polls).toBe(2);
    expect(preview.html.match(/<fieldset disabled>/g)).toHaveLength(2);
    expect(preview.html.match(/class="poll-vote" disabled>Vote</g)).toHaveLength(2);
    expect(preview.html.split(POLL_PREVIEW_NOTE)).toHaveLength(3);
    expect(preview.html).toContain(unsaved.question);
    // Its result page takes no reader before publication: the preview does not link to it.
    expect(preview.html).not.toContain(`href="/polls/${saved.id}"`);
    const page = await renderPolls(db(), content, piece.id, "UTC");
    expect(page.html).not.toContain("disabled");
    expect(page.html).not.toContain(POLL_PREVIEW_NOTE);
    expect(page.html).toContain(`href="/polls/${saved.id}"`);
  });

  it("refuses a static page with a poll, live or pending, storing nothing", async () => {
    const [contact] = await db().select().from(staticPages).where(eq(staticPages.slug, "contact"));
    const form = (content: string) => ({
      id: contact!.id,
      baseVersion: contact!.version,
      title: contact!.title,
      excerpt: contact!.excerpt,
      content,
    });
    for (const intent of ["update", "autosave"] as const)
      await expect(
        savePiece(db(), admin, "page", form(`<p>Vote.</p>${pollHtml(poll())}`), intent),
      ).rejects.toMatchObject({ name: "Invalid", message: NO_POLLS_ON_PAGES });
    const [after] = await db().select().from(staticPages).where(eq(staticPages.id, contact!.id));
    expect(after).toMatchObject({ version: contact!.version, content: contact!.content, pending: null });
  });
});
