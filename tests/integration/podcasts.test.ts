import { eq } from "drizzle-orm";
import { XMLParser } from "fast-xml-parser";
import sharp from "sharp";
import { expect, it } from "vitest";
import { actor } from "../helpers/factories.ts";
import { PIECE_FORMS } from "../helpers/piece-forms.ts";
import { makeAudioFile, makeCoverImage, showForm, tempStorage } from "../helpers/podcasts.ts";
import { describeEachEngine } from "../helpers/test-db.ts";
import { xmlDocument } from "../../app/lib/xml.ts";
import { articles, auditEvents, podcastShows } from "../../server/db/schema.ts";
import { loadEditor } from "../../server/modules/content/editor.ts";
import { savePiece } from "../../server/modules/content/editing.ts";
import { listRevisions, getRevision } from "../../server/modules/content/revisions.ts";
import { podcastFeed } from "../../server/modules/podcasts/feed.ts";
import {
  createShow,
  deleteShow,
  listShows,
  updateShow,
  uuidV5,
} from "../../server/modules/podcasts/shows.ts";
import { showPage } from "../../server/modules/podcasts/public.ts";

const BASE = "https://news.example.edu";
const storage = tempStorage("borderland-podcasts-");

const editor = actor("editor");
const contributor = actor("contributor");

/** The refusal `promise` ends in. */
const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => ({ status: 200, message: "", fields: {} }),
    (e: { status?: number; message: string; fields?: Record<string, string> }) => ({
      status: e.status,
      message: e.message,
      fields: e.fields ?? {},
    }),
  );

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: "@",
  isArray: (name) => name === "item",
});

describeEachEngine("podcasts (issue 41)", ({ db }) => {
  const cover = async (size = 1600, height = size) => (await makeCoverImage(db(), storage, size, height)).url;
  const showCount = async () => (await db().select({ id: podcastShows.id }).from(podcastShows)).length;

  it("a show's cover is a library image of at least 1400 px, square: else a clear message and nothing stored", async () => {
    const before = await showCount();
    const small = await refusal(createShow(db(), storage, editor, showForm(await cover(1200)), BASE));
    expect(small).toMatchObject({
      status: 400,
      fields: { cover: expect.stringContaining("at least 1400 × 1400") },
    });
    expect(small.message).toMatch(/^The cover is 1200 × 1200 pixels\. Apple Podcasts and Spotify need/);
    const wide = await refusal(createShow(db(), storage, editor, showForm(await cover(2000, 1500)), BASE));
    expect(wide).toMatchObject({
      status: 400,
      message: expect.stringMatching(/2000 × 1500 .* needs a square image/),
    });
    const none = await refusal(
      createShow(db(), storage, editor, showForm("/uploads/nothing-here.webp"), BASE),
    );
    expect(none).toMatchObject({
      status: 400,
      fields: { cover: "Choose a cover image from the media library." },
    });
    const refusals = [
      [{ name: "" }, "name", "Give the show a name."],
      [{ category: "Gardening" }, "category", "Choose a category from Apple's list."],
      [{ ownerEmail: "not an address" }, "ownerEmail", /Give the owner's email address/],
      [{ language: "xx" }, "language", "Choose the show's language."],
      [{ cover: "" }, "cover", /Choose a cover image/],
    ] as const;
    const image = await cover();
    for (const [overrides, field, message] of refusals) {
      const answer = await refusal(createShow(db(), storage, editor, showForm(image, overrides), BASE));
      expect(answer.status, field).toBe(400);
      expect((answer.fields as Record<string, string>)[field], field).toMatch(message);
    }
    expect(await showCount()).toBe(before);
  });

  it("editors and admins add, change and delete shows, with audit entries; contributors and the adviser cannot", async () => {
    const image = await cover(1400);
    const show = await createShow(db(), storage, editor, showForm(image, { name: "Hallway Talk" }), BASE);
    expect(show).toMatchObject({
      slug: "hallway-talk",
      category: "Education",
      subcategory: "Courses",
      locked: true,
    });
    expect(show.guid).toBe(uuidV5("news.example.edu/podcasts/hallway-talk/feed.xml"));
    // Apple reads JPEG or PNG: the cover is made a JPEG of the largest rendition, square.
    const jpeg = await storage.get(show.coverKey);
    const meta = await sharp(Buffer.from(await new Response(jpeg!.body).arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["jpeg", 1400, 1400]);
    for (const who of [contributor, actor("adviser")]) {
      const refused = await refusal(createShow(db(), storage, who, showForm(image), BASE));
      expect(refused).toMatchObject({ status: 403 });
      expect(
        await refusal(updateShow(db(), storage, who, { ...showForm(image), id: show.id })),
      ).toMatchObject({
        status: 403,
      });
      expect(await refusal(deleteShow(db(), who, show.id))).toMatchObject({ status: 403 });
    }
    expect((await refusal(createShow(db(), storage, contributor, showForm(image), BASE))).message).toBe(
      "Only an editor can change the podcast shows.",
    );
    // A contributor lists the shows (the episode's show picker).
    expect((await listShows(db(), contributor)).map((s) => s.id)).toContain(show.id);
    const taken = await refusal(
      createShow(db(), storage, editor, showForm(image, { slug: "hallway-talk" }), BASE),
    );
    expect(taken).toMatchObject({
      status: 409,
      fields: { slug: "Another show has this address. Choose another slug." },
    });
    const { row } = await updateShow(db(), storage, actor("admin"), {
      ...showForm(image, { name: "Hallway Talk Weekly", explicit: "on", category: "News" }),
      id: show.id,
      slug: "hallway-talk",
    });
    expect(row).toMatchObject({
      name: "Hallway Talk Weekly",
      explicit: true,
      category: "News",
      subcategory: null,
    });
    expect(row.coverKey).toBe(show.coverKey);
    await deleteShow(db(), editor, show.id);
    const audit = await db()
      .select({ summary: auditEvents.summary, details: auditEvents.details })
      .from(auditEvents)
      .where(eq(auditEvents.subjectId, show.id));
    expect(audit.map((a) => [a.summary, (a.details as { change: string }).change])).toEqual(
      expect.arrayContaining([
        ["Hallway Talk", "added"],
        ["Hallway Talk Weekly", "changed"],
        ["Hallway Talk Weekly", "deleted"],
      ]),
    );
  });

  it("an episode is a piece: a contributor drafts it with its show, number and audio, history keeps them, an editor publishes, the feed lists it", async () => {
    const show = await createShow(
      db(),
      storage,
      editor,
      showForm(await cover(), { name: "Episode Desk" }),
      BASE,
    );
    const captions = await makeAudioFile(db(), storage, { kind: "captions" });
    const audio = await makeAudioFile(db(), storage, { durationSeconds: 1325, captionsFileId: captions.id });
    const video = await makeAudioFile(db(), storage, { kind: "video" });
    const episode = (overrides: Record<string, string> = {}) =>
      PIECE_FORMS.article.create({
        title: "Episode one: the new schedule",
        category: "Culture",
        content: "<p>Notes: we talk about the new bell schedule.</p>",
        podcastShowId: show.id,
        episodeNumber: "1",
        audioFileId: audio.id,
        ...overrides,
      });
    // Bad episode fields: a clear message, nothing stored.
    const before = (await db().select({ id: articles.id }).from(articles)).length;
    const bad = [
      [
        { audioFileId: video.id },
        "audioFileId",
        "The episode's file is not an audio file. Choose an MP3 or M4A file.",
      ],
      [{ podcastShowId: "" }, "podcastShowId", "Choose the show this episode belongs to."],
      [{ episodeNumber: "0" }, "episodeNumber", "The episode number must be 1 or more."],
      [{ episodeNumber: "two" }, "episodeNumber", "The episode number must be a whole number."],
      [
        { podcastShowId: "9f0e3f7a-0000-4000-8000-000000000000" },
        "podcastShowId",
        "That show is not there any more.",
      ],
    ] as const;
    for (const [overrides, field, message] of bad) {
      const answer = await refusal(savePiece(db(), contributor, "article", episode(overrides), "save"));
      expect(answer, field).toMatchObject({ status: 400, fields: { [field]: message } });
    }
    expect(
      await refusal(savePiece(db(), contributor, "article", episode({ audioFileId: "" }), "submit")),
    ).toMatchObject({ status: 400, fields: { audioFileId: "Choose an audio file for the episode." } });
    expect((await db().select({ id: articles.id }).from(articles)).length).toBe(before);

    // Drafted without its audio, autosaved with it, submitted; the editor opens it with its fields.
    const draft = await savePiece(db(), contributor, "article", episode({ audioFileId: "" }), "save");
    const saved = await savePiece(
      db(),
      contributor,
      "article",
      { ...episode(), id: draft.id, baseVersion: draft.version },
      "submit",
    );
    expect(saved.status).toBe("review");
    const opened = await loadEditor(db(), editor, "article", draft.id);
    expect(opened.fields).toMatchObject({ podcastShowId: show.id, episodeNumber: 1, audioFileId: audio.id });
    const history = await listRevisions(db(), editor, "article", draft.id);
    const first = await getRevision(db(), editor, "article", draft.id, history.at(-1)!.id);
    expect(first.fields).toMatchObject({ podcastShowId: show.id, audioFileId: null });
    // Not in the feed before it is published.
    const unpublished = parser.parse(xmlDocument((await podcastFeed(db(), storage, BASE, show.slug))!));
    expect(unpublished.rss.channel.item).toBeUndefined();
    await savePiece(
      db(),
      editor,
      "article",
      { ...episode(), id: draft.id, baseVersion: saved.version },
      "publish",
    );
    const page = await showPage(db(), storage, show.slug);
    expect(page!.episodes.map((e) => [e.episodeNumber, e.title, e.audio.src])).toEqual([
      [1, "Episode one: the new schedule", `/uploads/${audio.storageKey}`],
    ]);
    const xml = xmlDocument((await podcastFeed(db(), storage, BASE, show.slug))!);
    const feed = parser.parse(xml);
    const item = feed.rss.channel.item[0];
    expect(item.enclosure).toEqual({
      "@url": `${BASE}/uploads/${audio.storageKey}`,
      "@length": String(audio.sizeBytes),
      "@type": "audio/mpeg",
    });
    expect(item["itunes:duration"]).toBe("00:22:05");
    expect(item["itunes:episode"]).toBe(1);
    expect(item["podcast:transcript"]).toMatchObject({
      "@url": `${BASE}/uploads/${captions.storageKey}`,
      "@type": "text/vtt",
    });
    // A show with episodes is not deleted.
    expect(await refusal(deleteShow(db(), editor, show.id))).toMatchObject({
      status: 409,
      message: "This show has 1 episode. Move or delete them before deleting the show.",
    });
  });
});
