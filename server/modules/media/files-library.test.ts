import { randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq, inArray } from "drizzle-orm";
import { afterAll, expect, it } from "vitest";
import { audioHtml, videoHtml } from "#shared/media-blocks.ts";
import { makeMediaRow, makeUser } from "../../../tests/helpers/factories.ts";
import { describeEachEngine } from "../../../tests/helpers/test-db.ts";
import { media, mediaFiles } from "../../db/schema.ts";
import { createLocalStorage } from "../../providers/local-storage.ts";
import { publishForm, updateForm } from "../content/forms.ts";
import { Conflict } from "../errors.ts";
import { listLibraryFiles, listUnusedFiles, removeUnusedFile } from "./files-library.ts";
import { storedKeys } from "./stored-keys.ts";
import { UNUSED_AFTER_HOURS } from "./unused.ts";

const work = fs.mkdtempSync(path.join(os.tmpdir(), "borderland-files-library-"));
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));
/** A moment when every file of these tests is old enough to be called unused. */
const later = () => new Date(Date.now() + (UNUSED_AFTER_HOURS + 1) * 3600_000);
let counter = 0;

describeEachEngine("videos and audio in the Media Library", ({ db }) => {
  const dir = path.join(work, `store-${counter++}`);
  const storage = createLocalStorage(dir);
  const editor = () => makeUser(db(), { role: "editor", username: `editor-${counter++}` });
  const stored = (key: string) => fs.existsSync(path.join(dir, key));

  /** A video (with a poster and captions when asked) or an audio file, its files in the store. */
  async function file(kind: "video" | "audio", { poster = false, captions = false } = {}) {
    const key = `${kind}${randomUUID()}.${kind === "video" ? "mp4" : "mp3"}`;
    await storage.put(key, Buffer.from(`bytes of ${key}`), "application/octet-stream");
    const image = poster ? await makeMediaRow(db(), { width: 640, height: 360 }) : null;
    for (const k of image ? storedKeys(image) : []) await storage.put(k, Buffer.from(k), "image/webp");
    let captionsFileId: string | null = null;
    if (captions) {
      const vtt = `c${randomUUID()}.vtt`;
      await storage.put(vtt, Buffer.from("WEBVTT\n"), "text/vtt");
      const [row] = await db()
        .insert(mediaFiles)
        .values({ kind: "captions", storageKey: vtt, mimeType: "text/vtt", sizeBytes: 7 })
        .returning();
      captionsFileId = row!.id;
    }
    const [row] = await db()
      .insert(mediaFiles)
      .values({
        kind,
        storageKey: key,
        originalName: `${kind}.${kind === "video" ? "mp4" : "mp3"}`,
        mimeType: kind === "video" ? "video/mp4" : "audio/mpeg",
        sizeBytes: 2_500_000,
        durationSeconds: 42,
        posterMediaId: image?.id ?? null,
        captionsFileId,
      })
      .returning();
    return { ...row!, url: `/uploads/${key}`, image };
  }
  const article = async (content: string) =>
    publishForm(db(), await editor(), "article", {
      title: `Story ${counter++}`,
      content,
      author: "Desk",
      category: "Politics",
      imageUrl: "https://example.org/lead.jpg",
    });
  const unusedIds = async () =>
    (await listUnusedFiles(db(), storage, await editor(), {}, later())).items.map((f) => f.id);

  it("lists videos and audio apart, with where each is played, and never offers a played one for deletion", async () => {
    const video = await file("video", { poster: true, captions: true });
    const audio = await file("audio");
    const piece = await article(`<p>Text</p>${videoHtml({ src: video.url })}`);
    const videos = await listLibraryFiles(db(), storage, await editor(), { kind: "video" });
    const listed = videos.items.find((f) => f.id === video.id)!;
    expect(listed).toMatchObject({
      kind: "video",
      durationSeconds: 42,
      sizeBytes: 2_500_000,
      hasCaptions: true,
    });
    expect(listed.posterUrl).toMatch(/^\/uploads\/.+\.webp$/);
    expect(listed.uses).toEqual([expect.objectContaining({ kind: "article", id: piece.id })]);
    const audios = await listLibraryFiles(db(), storage, await editor(), { kind: "audio" });
    expect(audios.items.map((f) => f.id)).toContain(audio.id);
    expect(audios.items.map((f) => f.id)).not.toContain(video.id);

    const unused = await unusedIds();
    expect(unused).toContain(audio.id);
    expect(unused).not.toContain(video.id);
    const refusal = await removeUnusedFile(db(), storage, await editor(), video.id, later()).catch((e) => e);
    expect(refusal).toBeInstanceOf(Conflict);
    expect(stored(video.storageKey)).toBe(true);
    // Not before a day has passed: a piece being written may be about to play it.
    const early = await removeUnusedFile(db(), storage, await editor(), audio.id).catch((e) => e);
    expect(early).toBeInstanceOf(Conflict);

    // Once the article plays the audio instead, the video is unused and the audio is not.
    await updateForm(db(), await editor(), "article", {
      id: piece.id,
      title: piece.title,
      author: "Desk",
      excerpt: "Short",
      imageUrl: "https://example.org/lead.jpg",
      content: `<p>Text</p>${audioHtml({ src: audio.url })}`,
    });
    expect(await unusedIds()).toEqual(expect.arrayContaining([video.id]));
    expect(await unusedIds()).not.toContain(audio.id);
  });

  it("deletes an unused video with its captions and its poster, and their files", async () => {
    const video = await file("video", { poster: true, captions: true });
    const keys = [video.storageKey, ...storedKeys(video.image!)];
    const [vtt] = await db().select().from(mediaFiles).where(eq(mediaFiles.id, video.captionsFileId!));
    expect([...keys, vtt!.storageKey].every(stored)).toBe(true);
    const removed = await removeUnusedFile(db(), storage, await editor(), video.id, later());
    expect(removed).toEqual({ id: video.id, name: "video.mp4" });
    expect(
      await db()
        .select()
        .from(mediaFiles)
        .where(inArray(mediaFiles.id, [video.id, vtt!.id])),
    ).toEqual([]);
    expect(await db().select().from(media).where(eq(media.id, video.image!.id))).toEqual([]);
    expect([...keys, vtt!.storageKey].some(stored)).toBe(false);
  });

  it("keeps a poster another piece shows when its video goes", async () => {
    const video = await file("video", { poster: true });
    await article(`<p><img src="${video.image!.url}" alt="A frame"></p>`);
    await removeUnusedFile(db(), storage, await editor(), video.id, later());
    expect(await db().select().from(media).where(eq(media.id, video.image!.id))).toHaveLength(1);
    expect(stored(video.image!.storageKey)).toBe(true);
    expect(stored(video.storageKey)).toBe(false);
  });

  it("lets only an editor see and delete unused files", async () => {
    const audio = await file("audio");
    const writer = await makeUser(db(), { role: "contributor", username: `writer-${counter++}` });
    await expect(listUnusedFiles(db(), storage, writer)).rejects.toThrow();
    await expect(removeUnusedFile(db(), storage, writer, audio.id, later())).rejects.toThrow();
    expect(stored(audio.storageKey)).toBe(true);
    await expect(listLibraryFiles(db(), storage, writer, { kind: "audio" })).resolves.toBeTruthy();
  });
});
