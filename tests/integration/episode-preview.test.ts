import { expect, it } from "vitest";
import { embedHtml } from "#shared/embed-markup.ts";
import { loadPreview } from "../../app/routes/preview.server.ts";
import { fieldRows } from "../../app/components/portal/editor/fields-view.tsx";
import { withDraft } from "../../app/components/portal/editor/publish-values.ts";
import { savePiece } from "../../server/modules/content/editing.ts";
import { createPreviewLink, PREVIEW_PREFIX } from "../../server/modules/content/previews.ts";
import { getRevision, listRevisions } from "../../server/modules/content/revisions.ts";
import { episodeNames } from "../../server/modules/podcasts/episodes.ts";
import { createShow } from "../../server/modules/podcasts/shows.ts";
import { staffActor } from "../helpers/factories.ts";
import { testLoadContext } from "../helpers/load-context.ts";
import { PIECE_FORMS } from "../helpers/piece-forms.ts";
import { makeAudioFile, makeCoverImage, showForm } from "../helpers/podcasts.ts";
import { describeEachEngine } from "../helpers/test-db.ts";

const YOUTUBE = "https://www.youtube.com/watch?v=dQw4w9WgXcQ";

/** Issue 41: an episode's History names its show and audio file; its preview link plays it, and shows
 * its embeds as readers see them (facades that load nothing until a click, decision 0075). */
describeEachEngine("an episode's History and preview", ({ db }) => {
  it("names the show and the audio file in History, and previews with the player and the embeds' facades", async () => {
    const { context } = testLoadContext(db());
    const { storage } = context.services;
    const editor = await staffActor(db());
    const cover = await makeCoverImage(db(), storage, 1600);
    const show = await createShow(
      db(),
      storage,
      editor,
      showForm(cover.url, { name: "The Bell Hour" }),
      "https://news.example.edu",
    );
    const audio = await makeAudioFile(db(), storage);
    const draft = await savePiece(
      db(),
      editor,
      "article",
      PIECE_FORMS.article.create({
        title: "Episode two: lunch lines",
        category: "Culture",
        content: `<p>Notes.</p>${embedHtml({ provider: "youtube", url: YOUTUBE })}`,
        podcastShowId: show.id,
        episodeNumber: "2",
        audioFileId: audio.id,
      }),
      "save",
    );

    const [latest] = await listRevisions(db(), editor, "article", draft.id);
    const revision = await getRevision(db(), editor, "article", draft.id, latest!.id);
    const names = await episodeNames(db(), revision.fields);
    expect(names).toEqual({ [show.id]: "The Bell Hour", [audio.id]: "episode.mp3" });
    const rows = new Map(fieldRows("article", withDraft("article", revision.fields), names));
    expect(rows.get("Podcast show")).toBe("The Bell Hour");
    expect(rows.get("Audio file")).toBe("episode.mp3");
    // An id no longer there is shown as it is, not as an empty field.
    expect(await episodeNames(db(), { podcastShowId: "9f0e3f7a-0000-4000-8000-000000000000" })).toEqual({});

    const link = await createPreviewLink(db(), editor, "article", draft.id);
    const answer = await loadPreview(context, link.path.slice(PREVIEW_PREFIX.length));
    const preview = (answer as unknown as { data: Record<string, unknown> }).data as {
      episode: { show: { name: string }; audio: { src: string } } | null;
      embeds: boolean;
      article: { content: string };
    };
    expect(preview.episode).toMatchObject({
      show: { name: "The Bell Hour" },
      audio: { src: `/uploads/${audio.storageKey}` },
    });
    expect(preview.embeds).toBe(true);
    // The facade: a link to the provider with its frame named for the island; no frame in the page.
    expect(preview.article.content).toContain('class="embed-open"');
    expect(preview.article.content).toContain("youtube-nocookie.com/embed/dQw4w9WgXcQ");
    expect(preview.article.content).not.toContain("<iframe");
    expect([...context.frameSources]).toEqual(["https://www.youtube-nocookie.com"]);
  });
});
