import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, expect, it } from "vitest";
import { makeUser } from "../../../tests/helpers/factories.ts";
import { animatedGif, jpegWithGps, photo, pngBomb } from "../../../tests/helpers/images.ts";
import { describeStoresAndEngines } from "../../../tests/helpers/stores.ts";
import { media } from "../../db/schema.ts";
import { storedKeys } from "./stored-keys.ts";
import { storeImage } from "./uploads.ts";

let work: string;
beforeAll(() => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), "borderland-media-test-"));
});
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

let counter = 0;
function asFile(bytes: Uint8Array): string {
  const file = path.join(work, `upload-${counter++}`);
  fs.writeFileSync(file, bytes);
  return file;
}

describeStoresAndEngines("image uploads", ({ db, store }) => {
  const storage = () => store().storage;
  /** The stored bytes of a key, or of the key at the end of a URL. */
  const readStored = async (keyOrUrl: string) => {
    const bytes = await store().read(keyOrUrl.replace("/uploads/", ""));
    expect(bytes, keyOrUrl).not.toBeNull();
    return bytes!;
  };
  const admin = () => makeUser(db(), { role: "admin", username: `editor-${counter++}` });
  const refusal = (bytes: Uint8Array, filename: string) =>
    admin().then((actor) =>
      storeImage(db(), storage(), actor, { path: asFile(bytes), filename }).then(
        () => null,
        (error: { status: number; title?: string; message: string }) => error,
      ),
    );

  it("stores a PNG named .gif as WebP renditions and records it as image/png", async () => {
    const actor = await admin();
    const png = await photo(2000, 1000, "png");
    const before = new Date();
    const stored = await storeImage(db(), storage(), actor, {
      path: asFile(png),
      filename: "holiday.gif",
      alt: "  The harbour at dawn  ",
    });
    expect(stored).toMatchObject({ width: 1600, height: 800 });
    expect(stored.url).toMatch(/^\/uploads\/[A-Za-z0-9_-]{16}-1600\.webp$/);
    const [row] = await db().select().from(media).where(eq(media.id, stored.mediaId));
    expect(row).toMatchObject({
      mimeType: "image/png",
      originalName: "holiday.gif",
      sizeBytes: png.length,
      width: 2000,
      height: 1000,
      uploadedBy: actor.id,
      altText: "The harbour at dawn",
      storageKey: stored.url.replace("/uploads/", ""),
    });
    expect(row!.createdAt.getTime()).toBeGreaterThanOrEqual(before.getTime() - 1000);
    expect(row!.variants.map((v) => [v.width, v.height])).toEqual([
      [480, 240],
      [960, 480],
      [1600, 800],
    ]);
    for (const variant of row!.variants) {
      const file = await readStored(variant.key);
      expect(file.length).toBe(variant.bytes);
      expect((await sharp(file).metadata()).format).toBe("webp");
    }
    // The same widths as AVIF (sharp reads AVIF as the HEIF container).
    expect(row!.avifVariants.map((v) => [v.key.replace(/^.*-/, ""), v.width, v.height])).toEqual([
      ["480.avif", 480, 240],
      ["960.avif", 960, 480],
      ["1600.avif", 1600, 800],
    ]);
    for (const variant of row!.avifVariants) {
      const file = await readStored(variant.key);
      expect(file.length).toBe(variant.bytes);
      expect(await sharp(file).metadata()).toMatchObject({ format: "heif", compression: "av1" });
    }
    // The sharing preview: a 1200 × 630 JPEG beside them.
    expect(row!.preview!.key).toBe(stored.url.replace(/^\/uploads\/(.*)-1600\.webp$/, "$1-1200x630.jpg"));
    const preview = await readStored(row!.preview!.key);
    expect(preview.length).toBe(row!.preview!.bytes);
    expect(await sharp(preview).metadata()).toMatchObject({ format: "jpeg", width: 1200, height: 630 });
    expect(row!.preview).toMatchObject({ width: 1200, height: 630 });
  });

  it("never enlarges: a 700 px wide GIF keeps its width as the largest rendition", async () => {
    const stored = await storeImage(db(), storage(), await admin(), {
      path: asFile(await photo(700, 300, "gif")),
      filename: "chart.gif",
    });
    const [row] = await db().select().from(media).where(eq(media.id, stored.mediaId));
    expect(row!.mimeType).toBe("image/gif");
    expect(row!.variants.map((v) => v.width)).toEqual([480, 700]);
    expect(row!.avifVariants.map((v) => v.width)).toEqual([480, 700]);
    expect(stored).toMatchObject({ width: 700, height: 300 });
    // The sharing preview alone is enlarged, to the width sharing sites show large.
    const preview = await readStored(row!.preview!.key);
    expect(await sharp(preview).metadata()).toMatchObject({ format: "jpeg", width: 1200, height: 630 });
  });

  it("keeps the first frame of an animated GIF, at the size of one frame", async () => {
    const stored = await storeImage(db(), storage(), await admin(), {
      path: asFile(await animatedGif(300, 200)),
      filename: "spinner.gif",
    });
    expect(stored).toMatchObject({ width: 300, height: 200 });
    const [row] = await db().select().from(media).where(eq(media.id, stored.mediaId));
    expect(row).toMatchObject({ mimeType: "image/gif", width: 300, height: 200 });
    const meta = await sharp(await readStored(stored.url)).metadata();
    expect([meta.width, meta.height, meta.pages ?? 1]).toEqual([300, 200, 1]);
  });

  it("takes JPEG and WebP too", async () => {
    for (const format of ["jpeg", "webp"] as const) {
      const stored = await storeImage(db(), storage(), await admin(), {
        path: asFile(await photo(500, 400, format)),
        filename: `photo.${format}`,
      });
      const [row] = await db().select().from(media).where(eq(media.id, stored.mediaId));
      expect(row!.mimeType).toBe(`image/${format}`);
    }
  });

  it("strips EXIF, the GPS position included, from a JPEG", async () => {
    const jpeg = await jpegWithGps();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const stored = await storeImage(db(), storage(), await admin(), {
      path: asFile(jpeg),
      filename: "scene.jpg",
    });
    const [row] = await db().select().from(media).where(eq(media.id, stored.mediaId));
    // Every stored file: the WebP and AVIF widths and the sharing preview.
    expect(storedKeys(row!)).toHaveLength(7);
    for (const key of storedKeys(row!)) {
      const file = await readStored(key);
      const meta = await sharp(file).metadata();
      expect([meta.exif, meta.xmp, meta.iptc, meta.icc]).toEqual([
        undefined,
        undefined,
        undefined,
        undefined,
      ]);
      expect(file.includes("Secret Source")).toBe(false);
      expect(file.includes("EXIF")).toBe(false);
      expect(file.includes("Exif")).toBe(false);
    }
  });

  it("turns a photo upright by its EXIF orientation", async () => {
    const sideways = await sharp(await photo(600, 400, "png"))
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const stored = await storeImage(db(), storage(), await admin(), {
      path: asFile(sideways),
      filename: "portrait.jpg",
    });
    expect(stored).toMatchObject({ width: 400, height: 600 });
    expect(await sharp(await readStored(stored.url)).metadata()).toMatchObject({ width: 400, height: 600 });
  });

  it("refuses an HTML file named .jpg and an SVG with a script as 'Invalid file type'", async () => {
    const html = Buffer.from(
      "<!doctype html><html><body><script>alert(document.cookie)</script></body></html>",
    );
    const svg = Buffer.from(
      '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>',
    );
    const pdf = Buffer.from(
      "%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n",
    );
    for (const [bytes, name] of [
      [html, "cat.jpg"],
      [svg, "logo.svg"],
      [svg, "logo.png"],
      [pdf, "scan.png"],
      [Buffer.alloc(0), "empty.png"],
    ] as const) {
      expect(await refusal(bytes, name)).toMatchObject({
        status: 415,
        title: "Invalid file type",
        message: "Please upload an image file",
      });
    }
  });

  it("refuses a PNG whose header is followed by garbage", async () => {
    const png = await photo(300, 300, "png");
    const broken = Buffer.concat([png.subarray(0, 60), Buffer.alloc(4000, 7)]);
    expect(await refusal(broken, "broken.png")).toMatchObject({ status: 415, title: "Invalid file type" });
  });

  it("refuses a file over 25 MB with 'File too large'", async () => {
    const big = Buffer.concat([await photo(64, 64, "png"), Buffer.alloc(25 * 1024 * 1024)]);
    expect(await refusal(big, "huge.png")).toMatchObject({
      status: 413,
      title: "File too large",
      message: "Please upload an image smaller than 25MB",
    });
  });

  it("refuses a 30000 × 30000 PNG bomb from its header, quickly and without decoding it", async () => {
    const bomb = pngBomb(30000, 30000);
    expect(bomb.length).toBeLessThan(200_000);
    const started = performance.now();
    const error = await refusal(bomb, "bomb.png");
    expect(performance.now() - started).toBeLessThan(2000);
    expect(error).toMatchObject({ status: 400, title: "Image too large" });
    expect(error!.message).toContain("50 megapixels");
  });

  it("records nothing and stores nothing for a refused upload", async () => {
    const before = await store().keys();
    const rows = (await db().select({ id: media.id }).from(media)).length;
    await refusal(Buffer.from("<svg/>"), "x.png");
    await refusal(pngBomb(20000, 20000), "y.png");
    expect(await store().keys()).toEqual(before);
    expect((await db().select({ id: media.id }).from(media)).length).toBe(rows);
  });

  it("refuses anonymous visitors (401) and readers (403)", async () => {
    const file = asFile(await photo(100, 100, "png"));
    await expect(storeImage(db(), storage(), null, { path: file, filename: "a.png" })).rejects.toMatchObject({
      status: 401,
    });
    const reader = await makeUser(db());
    await expect(
      storeImage(db(), storage(), reader, { path: file, filename: "a.png" }),
    ).rejects.toMatchObject({
      status: 403,
    });
  });

  it("keeps a clean name: no path, no control or direction characters", async () => {
    const stored = await storeImage(db(), storage(), await admin(), {
      path: asFile(await photo(100, 100, "png")),
      filename: "..\\..\\secret/evil\u202Egnp.exe\u0000  name.png",
    });
    const [row] = await db().select().from(media).where(eq(media.id, stored.mediaId));
    expect(row!.originalName).toBe("evilgnp.exe name.png");
  });
});
