import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { drizzle } from "drizzle-orm/pglite";
import { afterAll, expect, it } from "vitest";
import { makeMediaRow } from "../../../tests/helpers/factories.ts";
import { describeEachEngine } from "../../../tests/helpers/test-db.ts";
import type { Db } from "../../db/client.ts";
import * as schema from "../../db/schema.ts";
import { createLocalStorage } from "../../providers/local-storage.ts";
import { sanitizeContent } from "../content/sanitize.ts";
import { findUploadedImages } from "./responsive.ts";
import { IMAGE_SIZES } from "#shared/image-sizes.ts";
import { responsiveContent } from "./responsive-html.ts";

const work = fs.mkdtempSync(path.join(os.tmpdir(), "borderland-responsive-test-"));
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));
const storage = createLocalStorage(path.join(work, "uploads"));

describeEachEngine("responsive images", ({ db, engine }) => {
  it("gives an upload its WebP and AVIF srcsets, its size and its sharing preview", async () => {
    const image = await makeMediaRow(db(), { width: 2000, height: 1000, altText: "Boats" });
    const find = await findUploadedImages(db(), storage, [image.url]);
    const key = image.storageKey.replace(/-1600\.webp$/, "");
    expect(find(image.url)).toEqual({
      src: image.url,
      width: 1600,
      height: 800,
      srcset: `/uploads/${key}-480.webp 480w, /uploads/${key}-960.webp 960w, /uploads/${key}-1600.webp 1600w`,
      avifSrcset: `/uploads/${key}-480.avif 480w, /uploads/${key}-960.avif 960w, /uploads/${key}-1600.avif 1600w`,
      preview: { url: `/uploads/${key}-1200x630.jpg`, width: 1200, height: 630 },
      altText: "Boats",
      credit: null,
    });
    expect(find("/images/default-article.svg")).toBeNull();
    expect(find("https://example.org/photo.jpg")).toBeNull();
    expect(find(null)).toBeNull();
  });

  it("rewrites content images as pictures the sanitizer keeps unchanged, and leaves other images as written", async () => {
    const image = await makeMediaRow(db(), { width: 700, height: 350 });
    const legacy = await makeMediaRow(db(), { width: 1000, height: 500, legacy: true, altText: "Old" });
    const html = sanitizeContent(
      `<figure class="ql-align-center"><img src="${image.url}" alt="A &quot;quoted&quot; caption"><figcaption>Cap</figcaption></figure>` +
        `<p><img src="${legacy.url}"></p><p><img src="https://example.org/a.png" alt="Linked"></p>`,
    );
    const find = await findUploadedImages(db(), storage, [html]);
    const out = responsiveContent(html, find, IMAGE_SIZES.article);
    expect(sanitizeContent(out)).toBe(out);
    const [first, second, third] = out.split("<p>");
    expect(first).toContain(`<picture><source type="image/avif" srcset="/uploads/`);
    expect(first).toContain(
      `alt="A &quot;quoted&quot; caption" width="700" height="350" srcset="/uploads/${image.storageKey.replace("-700.webp", "-480.webp")} 480w, /uploads/${image.storageKey} 700w"`,
    );
    expect(first).toContain('loading="lazy" decoding="async" />');
    // Uploaded before AVIF: WebP widths only, and the library's alt text where the content has none.
    expect(second).not.toContain("<picture>");
    expect(second).toContain(`alt="Old" width="1000" height="500"`);
    expect(third).toBe('<img src="https://example.org/a.png" alt="Linked" /></p>');
  });

  it("gives an image whose alt text is empty in the content the library's alt text, if it has one", async () => {
    const described = await makeMediaRow(db(), { width: 700, height: 350, altText: "Flooded market road" });
    const undescribed = await makeMediaRow(db(), { width: 700, height: 350 });
    const html = sanitizeContent(
      `<p><img src="${described.url}" alt=""></p><p><img src="${described.url}" alt="Own words"></p>` +
        `<p><img src="${undescribed.url}" alt=""></p>`,
    );
    const out = responsiveContent(html, await findUploadedImages(db(), storage, [html]), IMAGE_SIZES.article);
    expect([...out.matchAll(/ alt="([^"]*)"/g)].map((m) => m[1])).toEqual([
      "Flooded market road",
      "Own words",
      "",
    ]);
  });

  it("finds each image tag by itself, whatever the text and the attributes around it hold", async () => {
    const image = await makeMediaRow(db(), { width: 700, height: 350 });
    const html = sanitizeContent(
      `<p>1 < 2 and <imgs> > 0</p><p><img alt="a > b" src="${image.url}"></p><p>after <strong>it</strong></p>`,
    );
    const out = responsiveContent(html, await findUploadedImages(db(), storage, [html]), IMAGE_SIZES.article);
    const [before, picture, after] = out.split("</p>");
    expect(before).toBe(html.split("</p>")[0]);
    expect(picture).toMatch(/^<p><picture><source type="image\/avif" .*alt="a > b" width="700" height="350"/);
    expect(after).toBe("<p>after <strong>it</strong>");
  });

  it("asks the database once for all the images of a page, and not at all without uploads", async () => {
    const images = await Promise.all(Array.from({ length: 30 }, () => makeMediaRow(db())));
    const queries: string[] = [];
    const client = (db() as unknown as { $client: never }).$client;
    const logger = { logQuery: (query: string) => void queries.push(query) };
    const counted =
      engine === "pglite"
        ? (drizzle(client, { schema, logger }) as unknown as Db)
        : (await import("drizzle-orm/node-postgres")).drizzle(client, { schema, logger });
    const find = await findUploadedImages(
      counted as Db,
      storage,
      images.map((i) => `<img src="${i.url}">`),
    );
    expect(images.every((i) => find(i.url) !== null)).toBe(true);
    expect(queries).toHaveLength(1);
    await findUploadedImages(counted as Db, storage, ["<p>No pictures</p>", "/images/default-article.svg"]);
    expect(queries).toHaveLength(1);
  });
});
