import { expect, it } from "vitest";
import { pollHtml } from "#shared/poll-markup.ts";
import { POLL_PREVIEW_NOTE } from "#shared/poll-view.ts";
import { loadPreview } from "../../app/routes/preview.server.ts";
import { savePiece } from "../../server/modules/content/editing.ts";
import { createPreviewLink, PREVIEW_PREFIX } from "../../server/modules/content/previews.ts";
import { staffActor } from "../helpers/factories.ts";
import { testLoadContext } from "../helpers/load-context.ts";
import { PIECE_FORMS } from "../helpers/piece-forms.ts";
import { poll } from "../helpers/polls.ts";
import { describeEachEngine } from "../helpers/test-db.ts";

/** Issue 42 (decision 0077): a preview link shows an unpublished piece's poll as readers will see it, a
 * form that takes no vote until the piece is published, in an article and in a creative piece alike. */
describeEachEngine("a poll in a preview link", ({ db }) => {
  it("shows the poll's form, disabled, with the note that voting opens at publication", async () => {
    const { context } = testLoadContext(db());
    const editor = await staffActor(db());
    for (const kind of ["article", "creative"] as const) {
      const p = poll();
      const content = `<p>Tell us.</p>${pollHtml(p)}`;
      const draft = await savePiece(db(), editor, kind, PIECE_FORMS[kind].create({ content }), "save");
      const link = await createPreviewLink(db(), editor, kind, draft.id);
      const answer = await loadPreview(context, link.path.slice(PREVIEW_PREFIX.length));
      const data = (answer as unknown as { data: Record<string, { content: string }> }).data;
      const body = data[kind === "article" ? "article" : "piece"]!.content;
      expect(body).toContain(`id="poll-${p.id}"`);
      expect(body).toContain(`<fieldset disabled><legend class="poll-question">${p.question}</legend>`);
      expect(body).toContain(POLL_PREVIEW_NOTE);
      // Not the stored markup's plain question and list.
      expect(body).not.toContain('data-choice="yes"');
    }
  });
});
