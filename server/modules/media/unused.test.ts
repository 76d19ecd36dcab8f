import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { makeArticle, makeUser } from "../../../tests/helpers/factories.ts";
import { photo } from "../../../tests/helpers/images.ts";
import { describeStoresAndEngines } from "../../../tests/helpers/stores.ts";
import { media, mediaUses } from "../../db/schema.ts";
import { deletePiece } from "../content/portal.ts";
import { publishForm, updateForm } from "../content/forms.ts";
import { listUnusedImages, removeUnusedImage, UNUSED_AFTER_HOURS } from "./unused.ts";
import { storedKeys } from "./stored-keys.ts";
import { storeImage } from "./uploads.ts";

let work: string;
beforeAll(() => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), "borderland-unused-test-"));
});
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

/** A moment when every image uploaded by these tests is old enough to be called unused. */
const later = () => new Date(Date.now() + (UNUSED_AFTER_HOURS + 1) * 3600_000);
let counter = 0;

describeStoresAndEngines("unused images", ({ db, store }) => {
  const admin = () => makeUser(db(), { role: "admin", username: `desk-${counter++}` });
  const upload = async (width = 1200) => {
    const file = path.join(work, `photo-${counter++}.png`);
    fs.writeFileSync(file, await photo(width, 600, "png"));
    const stored = await storeImage(db(), store().storage, await admin(), {
      path: file,
      filename: "p.png",
    });
    const [row] = await db().select().from(media).where(eq(media.id, stored.mediaId));
    // keys: its WebP renditions, as content refers to them; files: everything it has in the store.
    return { ...stored, keys: row!.variants.map((v) => v.key), files: storedKeys(row!) };
  };
  const unusedIds = async (now = later()) =>
    (await listUnusedImages(db(), store().storage, await admin(), {}, now)).items.map((i) => i.id);
  const article = (fields: Record<string, string>) =>
    admin().then((a) =>
      publishForm(db(), a, "article", {
        title: `Story ${counter++}`,
        content: "<p>Text</p>",
        author: "Desk",
        category: "Politics",
        ...fields,
      }),
    );

  it("keeps an image that another article still shows, then lets an admin remove it with its files", async () => {
    const image = await upload();
    const smallest = image.url.replace(/-\d+\.webp$/, `-${480}.webp`);
    const first = await article({ imageUrl: image.url });
    // The second shows it in its content only, through a smaller rendition.
    const second = await article({
      imageUrl: "https://example.org/lead.jpg",
      content: `<p>Text</p><img src="${smallest}" alt="Drains">`,
    });
    await deletePiece(db(), await admin(), "article", first.id);
    expect(await unusedIds()).not.toContain(image.mediaId);
    await expect(
      removeUnusedImage(db(), store().storage, await admin(), image.mediaId, later()),
    ).rejects.toMatchObject({
      status: 409,
      message: "This image is still used by an article or creative piece, so it was not deleted.",
    });
    for (const key of image.files) expect(await store().read(key), key).not.toBeNull();

    await deletePiece(db(), await admin(), "article", second.id);
    const listed = await listUnusedImages(db(), store().storage, await admin(), {}, later());
    expect(listed.items.find((i) => i.id === image.mediaId)).toMatchObject({
      url: image.url,
      thumbnailUrl: smallest,
      width: 1200,
      height: 600,
    });
    expect(
      await removeUnusedImage(db(), store().storage, await admin(), image.mediaId, later()),
    ).toMatchObject({
      id: image.mediaId,
    });
    expect(await db().select().from(media).where(eq(media.id, image.mediaId))).toEqual([]);
    for (const key of image.files) expect(await store().read(key), key).toBeNull();
    expect(await store().keys()).not.toEqual(expect.arrayContaining([image.keys[0]]));
    await expect(
      removeUnusedImage(db(), store().storage, await admin(), image.mediaId, later()),
    ).rejects.toMatchObject({
      status: 404,
      message: "Image not found",
    });
  });

  it("follows an edit that drops an image, in articles and creative pieces alike", async () => {
    const [forArticle, forPiece] = [await upload(), await upload()];
    const story = await article({ imageUrl: forArticle.url });
    const piece = await publishForm(db(), await admin(), "creative", {
      title: "Rain",
      content: `<p>Verse</p><p><img src="${forPiece.url}" alt="Rain"></p>`,
      author: "Poet",
      imageUrl: "https://example.org/poem.jpg",
    });
    expect(await unusedIds()).not.toEqual(expect.arrayContaining([forArticle.mediaId]));
    expect(await unusedIds()).not.toEqual(expect.arrayContaining([forPiece.mediaId]));

    await updateForm(db(), await admin(), "article", {
      id: story.id,
      title: story.title,
      content: "<p>Text</p>",
      author: "Desk",
      excerpt: "Short",
      imageUrl: "https://example.org/other.jpg",
    });
    await updateForm(db(), await admin(), "creative", {
      id: piece.id,
      title: "Rain",
      content: "<p>Verse only</p>",
      author: "Poet",
    });
    expect(await unusedIds()).toEqual(expect.arrayContaining([forArticle.mediaId, forPiece.mediaId]));

    // Put back, then the piece deleted: its use goes with it.
    await updateForm(db(), await admin(), "creative", {
      id: piece.id,
      title: "Rain",
      content: "<p>Verse</p>",
      author: "Poet",
      imageUrl: `https://cdn.example.org/news/${forPiece.keys.at(-1)}`,
    });
    expect(await unusedIds()).not.toContain(forPiece.mediaId);
    await deletePiece(db(), await admin(), "creative", piece.id);
    expect(await unusedIds()).toContain(forPiece.mediaId);
  });

  it("never calls an image unused on the day it was uploaded", async () => {
    const image = await upload(500);
    expect(await unusedIds(new Date())).not.toContain(image.mediaId);
    await expect(
      removeUnusedImage(db(), store().storage, await admin(), image.mediaId),
    ).rejects.toMatchObject({
      status: 409,
      message: `Images uploaded in the last ${UNUSED_AFTER_HOURS} hours are kept: an article being written may be about to use it.`,
    });
    for (const key of image.files) expect(await store().read(key), key).not.toBeNull();
    expect(await unusedIds()).toContain(image.mediaId);
  });

  it("counts the images of articles made outside the portal (seed, factories) too", async () => {
    const image = await upload(500);
    const made = await makeArticle(db(), { imageUrl: image.url });
    expect(await db().select().from(mediaUses).where(eq(mediaUses.articleId, made.id))).toMatchObject([
      { mediaId: image.mediaId },
    ]);
  });

  it("lists and removes for staff only: 401 anonymous, 403 readers", async () => {
    const image = await upload(500);
    const reader = await makeUser(db());
    for (const [who, status] of [
      [null, 401],
      [reader, 403],
    ] as const) {
      await expect(listUnusedImages(db(), store().storage, who, {}, later())).rejects.toMatchObject({
        status,
      });
      await expect(
        removeUnusedImage(db(), store().storage, who, image.mediaId, later()),
      ).rejects.toMatchObject({
        status,
      });
    }
    expect(await db().select().from(media).where(eq(media.id, image.mediaId))).toHaveLength(1);
    await expect(
      removeUnusedImage(db(), store().storage, await admin(), "not-a-uuid", later()),
    ).rejects.toMatchObject({
      status: 404,
    });
  });
});
