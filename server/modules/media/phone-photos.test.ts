import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, expect, it } from "vitest";
import { makeUser } from "../../../tests/helpers/factories.ts";
import { phoneJpeg } from "../../../tests/helpers/images.ts";
import { describeEachEngine } from "../../../tests/helpers/test-db.ts";
import { media } from "../../db/schema.ts";
import { createLocalStorage } from "../../providers/local-storage.ts";
import { storeImage } from "./uploads.ts";

const IMAGES = path.join(path.dirname(fileURLToPath(import.meta.url)), "../../../tests/fixtures/images");

let work: string;
beforeAll(() => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), "borderland-phone-test-"));
});
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

let counter = 0;
function asFile(bytes: Uint8Array): string {
  const file = path.join(work, `upload-${counter++}`);
  fs.writeFileSync(file, bytes);
  return file;
}

// Issue 25: a phone's photos, as they come, up to 25 MB (decision 0034).
describeEachEngine(
  "phone photos",
  ({ db }) => {
    const uploads = () => path.join(work, "uploads");
    const storage = () => createLocalStorage(uploads());
    const stored = (url: string) => fs.readFileSync(path.join(uploads(), url.replace("/uploads/", "")));
    const admin = () => makeUser(db(), { role: "admin", username: `phone-${counter++}` });

    it("takes a 4032 × 3024 JPEG of over 5 MB, upright and reduced to 1600 pixels wide", async () => {
      const jpeg = await phoneJpeg();
      expect(jpeg.length).toBeGreaterThan(5.4 * 1024 * 1024);
      const image = await storeImage(db(), storage(), await admin(), {
        path: asFile(jpeg),
        filename: "IMG_1.jpg",
      });

      // Portrait, as the phone was held: 3024 × 4032 shown, 1600 × 2133 stored at most.
      expect(image).toMatchObject({ width: 1600, height: 2133 });
      const largest = await sharp(stored(image.url)).metadata();
      expect(largest).toMatchObject({ format: "webp", width: 1600, height: 2133 });
      const [row] = await db().select().from(media).where(eq(media.id, image.mediaId));
      expect(row).toMatchObject({
        mimeType: "image/jpeg",
        width: 3024,
        height: 4032,
        sizeBytes: jpeg.length,
        contentHash: createHash("sha256").update(jpeg).digest("hex"),
      });
    }, 60_000);

    it("takes an iPhone's HEIC photo, decoded and stored as WebP and AVIF like any other", async () => {
      const heic = fs.readFileSync(path.join(IMAGES, "red-blue.heic"));
      const image = await storeImage(db(), storage(), await admin(), {
        path: asFile(heic),
        filename: "IMG_2.HEIC",
      });

      expect(image).toMatchObject({ width: 96, height: 64 });
      const [row] = await db().select().from(media).where(eq(media.id, image.mediaId));
      expect(row).toMatchObject({ mimeType: "image/heic", width: 96, height: 64, sizeBytes: heic.length });
      expect(row!.avifVariants.map((v) => v.width)).toEqual([96]);
      // Decoded for real: the left half red, the right half blue, as the fixture was drawn.
      const { data, info } = await sharp(stored(image.url)).raw().toBuffer({ resolveWithObject: true });
      const at = (x: number) => [...data.subarray((32 * info.width + x) * info.channels).subarray(0, 3)];
      const [r1, , b1] = at(10);
      const [r2, , b2] = at(86);
      expect(r1).toBeGreaterThan(180);
      expect(b1).toBeLessThan(80);
      expect(r2).toBeLessThan(80);
      expect(b2).toBeGreaterThan(180);
    }, 30_000);

    it("refuses a HEIC photo of over 25 megapixels from its header, and one that is broken", async () => {
      const actor = await admin();
      const refusal = (bytes: Uint8Array) =>
        storeImage(db(), storage(), actor, { path: asFile(bytes), filename: "x.heic" }).then(
          () => null,
          (error: { status: number; title?: string; message: string }) => error,
        );
      const started = performance.now();
      expect(await refusal(fs.readFileSync(path.join(IMAGES, "grey-26mp.heic")))).toMatchObject({
        status: 400,
        title: "Image too large",
        message: "Please upload a HEIC photo of at most 25 megapixels, or save the photo as JPEG",
      });
      expect(performance.now() - started).toBeLessThan(2000);

      const heic = fs.readFileSync(path.join(IMAGES, "red-blue.heic"));
      // Its header whole, its picture cut off.
      expect(await refusal(heic.subarray(0, 400))).toMatchObject({ status: 415, title: "Invalid file type" });
    }, 30_000);
  },
  ["pglite"],
);
