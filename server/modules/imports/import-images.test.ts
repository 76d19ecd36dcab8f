import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { count, eq } from "drizzle-orm";
import { Document, ImageRun, Packer, Paragraph } from "docx";
import sharp from "sharp";
import { afterAll, beforeAll, expect, it } from "vitest";
import { makeUser } from "../../../tests/helpers/factories.ts";
import { describeEachEngine } from "../../../tests/helpers/test-db.ts";
import { zip } from "../../../tests/helpers/zip.ts";
import { media } from "../../db/schema.ts";
import { createRateLimits, LIMITS, type RateLimits } from "../rate-limits.ts";
import { createLocalStorage } from "../../providers/local-storage.ts";
import type { Storage } from "../../providers/storage.ts";
import { RateLimited } from "../errors.ts";
import { storedKeys } from "../media/stored-keys.ts";
import { importDocument } from "./import-document.ts";
import { IMAGES_PER_DOCUMENT } from "./limits.ts";
import { readDocxPackage } from "./package.ts";

let work: string;
let uploads: string;
beforeAll(() => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), "borderland-import-images-"));
  uploads = path.join(work, "uploads");
});
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

/** A small PNG of its own colour: `n` and `m` different, their bytes different. */
const png = (n: number) =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: { r: n % 256, g: n >> 8, b: 99 } } })
    .png()
    .toBuffer();

let counter = 0;
/** A .docx written by the docx library: one paragraph per picture shown. docx stores identical bytes as
 * one part, so an image shown many times is one part with many references, as Word writes it. */
async function documentShowing(pictures: Buffer[]): Promise<string> {
  const children = pictures.map(
    (data) =>
      new Paragraph({
        children: [new ImageRun({ type: "png", data, transformation: { width: 8, height: 8 } })],
      }),
  );
  const file = path.join(work, `document-${counter++}.docx`);
  fs.writeFileSync(file, await Packer.toBuffer(new Document({ sections: [{ children }] })));
  return file;
}

const storedFiles = () => (fs.existsSync(uploads) ? fs.readdirSync(uploads).sort() : []);

/** The uploads `limits` still allows the staff member `userId`, counted by using them up. */
async function uploadsLeft(limits: RateLimits, userId: string) {
  let left = 0;
  while (left <= LIMITS.uploads.points) {
    try {
      await limits.consume("uploads", userId);
    } catch (error) {
      if (error instanceof RateLimited) return left;
      throw error;
    }
    left++;
  }
  return left;
}

// Issue 23: a Word import is one upload per image it stores, within a cap, each image stored once, and
// an import abandoned half-way leaves nothing.
describeEachEngine("Word import of images", ({ db }) => {
  const mediaCount = async () => (await db().select({ n: count() }).from(media))[0]!.n;
  const run = async (
    file: string,
    options: { storage?: Storage; limits?: RateLimits; signal?: AbortSignal } = {},
  ) => {
    const actor = await makeUser(db(), { role: "admin", username: `images-${counter++}` });
    const limits = options.limits ?? createRateLimits();
    const storage = options.storage ?? createLocalStorage(uploads);
    const upload = { path: file, filename: "pictures.docx" };
    return {
      actor,
      imported: importDocument(db(), storage, actor, upload, { limits, signal: options.signal }),
    };
  };

  it(`refuses a document of more than ${IMAGES_PER_DOCUMENT} images with its message, storing none`, async () => {
    const file = await documentShowing(await Promise.all(Array.from({ length: 150 }, (_, n) => png(n))));
    const rows = await mediaCount();
    const files = storedFiles();
    const limits = createRateLimits();
    const { actor, imported } = await run(file, { limits });
    await expect(imported).rejects.toMatchObject({
      status: 400,
      title: "Too many images",
      message: `This document has 150 images, more than the ${IMAGES_PER_DOCUMENT} a Word import can bring in at once. Please split it into smaller documents and import each of them.`,
    });
    expect(await mediaCount()).toBe(rows);
    expect(storedFiles()).toEqual(files);
    expect(await uploadsLeft(limits, actor.id)).toBe(LIMITS.uploads.points);
  });

  it("stores an image shown 500 times once, and every reference points at it", async () => {
    const [picture, other] = await Promise.all([png(1), png(2)]);
    // A second part holding the same bytes under another name (a picture pasted from another
    // document) is the same image too.
    const parts = await readDocxPackage(
      await documentShowing([...Array.from({ length: 500 }, () => picture!), other!]),
    );
    const otherPart = [...parts.keys()].find(
      (name) => name.startsWith("word/media/") && parts.get(name)!.equals(other!),
    )!;
    parts.set(otherPart, picture!);
    const file = path.join(work, `document-${counter++}.docx`);
    fs.writeFileSync(file, zip([...parts].map(([name, data]) => ({ name, data }))));
    const rows = await mediaCount();
    const files = storedFiles();
    const limits = createRateLimits();

    const { actor, imported } = await run(file, { limits });
    const { html, images } = await imported;
    expect(images).toHaveLength(1);
    expect(await mediaCount()).toBe(rows + 1);
    const [row] = await db().select().from(media).where(eq(media.id, images[0]!.mediaId));
    expect(storedFiles()).toEqual([...files, ...storedKeys(row!)].sort());
    expect(html.match(/<img /g)).toHaveLength(501);
    expect(html.match(new RegExp(`<img src="${images[0]!.url}"`, "g"))).toHaveLength(501);
    expect(await uploadsLeft(limits, actor.id)).toBe(LIMITS.uploads.points - 1);
  });

  // Issue 25: by the SHA-256 of the bytes (decision 0035).
  it("shows an image the library holds instead of storing it again, and keeps it when an import is undone", async () => {
    const [held, fresh, third] = await Promise.all([png(20), png(21), png(22)]);
    const { imported: first } = await run(await documentShowing([held!]));
    const [image] = (await first).images;

    const rows = await mediaCount();
    const files = storedFiles();
    const limits = createRateLimits();
    const { actor, imported } = await run(await documentShowing([held!, fresh!, held!]), { limits });
    const { html, images } = await imported;
    expect(images).toHaveLength(2);
    expect(images[0]).toEqual(image);
    expect(html.match(new RegExp(`<img src="${image!.url}"`, "g"))).toHaveLength(2);
    expect(await mediaCount()).toBe(rows + 1);
    const [row] = await db().select().from(media).where(eq(media.id, images[1]!.mediaId));
    expect(storedFiles()).toEqual([...files, ...storedKeys(row!)].sort());
    expect(await uploadsLeft(limits, actor.id)).toBe(LIMITS.uploads.points - 1);

    // An import abandoned while storing its new image removes that one only.
    const local = createLocalStorage(uploads);
    const client = new AbortController();
    const storage: Storage = { ...local, put: async (...args) => (await local.put(...args), client.abort()) };
    const rowsBefore = await mediaCount();
    const filesBefore = storedFiles();
    const { imported: undone } = await run(await documentShowing([held!, third!]), {
      storage,
      signal: client.signal,
    });
    await expect(undone).rejects.toMatchObject({ status: 503 });
    expect(await mediaCount()).toBe(rowsBefore);
    expect(storedFiles()).toEqual(filesBefore);
    expect(await db().select().from(media).where(eq(media.id, image!.mediaId))).toHaveLength(1);
  });

  it("counts one upload per image it stores against the staff member's uploads limit", async () => {
    const file = await documentShowing(await Promise.all([png(3), png(4), png(5)]));
    const limits = createRateLimits();
    const { actor, imported } = await run(file, { limits });
    expect((await imported).images).toHaveLength(3);
    expect(await uploadsLeft(limits, actor.id)).toBe(LIMITS.uploads.points - 3);
  });

  it("refuses up front, storing none, when fewer uploads are left than the document has images", async () => {
    const file = await documentShowing(await Promise.all([png(6), png(7), png(8)]));
    const rows = await mediaCount();
    const files = storedFiles();
    const limits = createRateLimits();
    const actor = await makeUser(db(), { role: "admin", username: `images-${counter++}` });
    for (let i = 0; i < LIMITS.uploads.points - 2; i++) await limits.consume("uploads", actor.id);

    const upload = { path: file, filename: "pictures.docx" };
    const refused = await importDocument(db(), createLocalStorage(uploads), actor, upload, { limits }).catch(
      (e: unknown) => e,
    );
    expect(refused).toBeInstanceOf(RateLimited);
    expect((refused as RateLimited).retryAfterSeconds).toBeGreaterThan(0);
    expect((refused as RateLimited).message).toMatch(
      /^This document has 3 images, more than you can upload now \(60 uploads in 10 minutes\)\. Please try again in \d+ minutes?\.$/,
    );
    expect(await mediaCount()).toBe(rows);
    expect(storedFiles()).toEqual(files);
    expect(await uploadsLeft(limits, actor.id)).toBe(2);
  });

  it("leaves no row or file when its client goes away half-way, while an image is being stored", async () => {
    const file = await documentShowing(await Promise.all([10, 11, 12, 13, 14].map(png)));
    const rows = await mediaCount();
    const files = storedFiles();
    const local = createLocalStorage(uploads);
    const client = new AbortController();
    let puts = 0;
    // The client goes away as the second image's first file is written: the first image is stored.
    const storage: Storage = {
      ...local,
      put: async (...args) => {
        await local.put(...args);
        if (++puts === 4) client.abort();
      },
    };
    const { imported } = await run(file, { storage, signal: client.signal });
    await expect(imported).rejects.toMatchObject({ status: 503 });
    expect(puts).toBe(6);
    expect(await mediaCount()).toBe(rows);
    expect(storedFiles()).toEqual(files);
  });
});
