import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { videoHtml } from "#shared/media-blocks.ts";
import { createAdminAccount } from "../helpers/admin.ts";
import { axeViolations, launchBrowser, newPage } from "../helpers/browser.ts";
import { photo } from "../helpers/images.ts";
import { S3RVER_CREDENTIALS, startS3, type RunningS3 } from "../helpers/s3-server.ts";
import { createS3Storage } from "../../server/providers/s3-storage.ts";
import { startServer, type RunningServer } from "../helpers/server.ts";
import { createTestDatabase, postgresSkipReason } from "../helpers/test-db.ts";
import { portalSession, post, signInToPortal, type Admin, signInQuietly } from "./portal-site.ts";
import { checkFiles, checkLibrary, chooseFromLibrary, deleteSpare } from "./media-library-steps.ts";

const EDITOR: Admin = {
  username: "picture-editor",
  email: "pictures@borderland.test",
  password: "contact-sheet-2026",
  name: "Picture Editor",
};
/** Set SCREENSHOT_DIR to keep a full-page picture of every state checked here. */
const SHOTS = process.env.SCREENSHOT_DIR;

let s3: RunningS3;
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let server: RunningServer;
let browser: Browser;
let cookie: string;
let publicBase: string;

type Stored = { url: string; mediaId: string };

async function upload(name: string, width: number): Promise<Stored> {
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(await photo(width, 400, "png"))]), name);
  const answer = await fetch(`${server.url}/admin/uploads`, {
    method: "POST",
    body: form,
    headers: { Cookie: cookie, Origin: server.url },
  });
  expect(answer.status).toBe(200);
  return (await answer.json()) as Stored;
}

/** Runs statements on the database the server runs on (PostgreSQL, so the test can reach its rows). */
async function query(...statements: [string, unknown[]?][]) {
  const client = new pg.Client({ connectionString: database.url! });
  await client.connect();
  for (const [text, values] of statements) await client.query(text, values);
  await client.end();
}

/** Makes every image and file look two days old, as the lists of unused ones want. */
const ageImages = () =>
  query(
    ["update media set created_at = now() - interval '2 days'"],
    ["update media_files set created_at = now() - interval '2 days'"],
  );

/** A video and an audio file as an upload stores them (issue 41), their bytes in the bucket. */
async function addFiles() {
  const files = { video: `river${Date.now()}.mp4`, audio: `interview${Date.now()}.mp3` };
  const bucket = createS3Storage({
    endpoint: s3.endpoint,
    region: s3.region,
    bucket: s3.bucket,
    ...S3RVER_CREDENTIALS,
    publicUrl: undefined,
  });
  for (const key of Object.values(files)) await bucket.put(key, Buffer.from(`bytes of ${key}`), "video/mp4");
  await query([
    `insert into media_files (kind, storage_key, original_name, mime_type, size_bytes, duration_seconds)
     values ('video', $1, 'river.mp4', 'video/mp4', 52428800, 95), ('audio', $2, 'interview.mp3', 'audio/mpeg', 3145728, 1830)`,
    [files.video, files.audio],
  ]);
  return files;
}

const keyOf = (url: string) => url.slice(url.lastIndexOf("/") + 1);
const rendition = (url: string, width: number) => keyOf(url).replace(/-\d+\.webp$/, `-${width}.webp`);

// The whole journey needs PostgreSQL (to age the rows the running server wrote).
describe.skipIf(postgresSkipReason)(
  "the Media Library, with uploads in S3 served from a public base URL",
  () => {
    beforeAll(async () => {
      s3 = await startS3();
      database = await createTestDatabase("postgres");
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "borderland-media-"));
      createAdminAccount(dataDir, EDITOR, { DATABASE_URL: database.url! });
      publicBase = `${s3.endpoint}/${s3.bucket}`;
      server = await startServer({
        DATA_DIR: dataDir,
        DATABASE_URL: database.url!,
        SEED_DEMO: "false",
        ...s3.env({ S3_PUBLIC_URL: `${publicBase}/` }),
      });
      browser = await launchBrowser();
      cookie = await portalSession(server.url, EDITOR);
    }, 120_000);
    afterAll(async () => {
      await browser?.close();
      await server?.stop();
      await database?.drop();
      await s3?.stop();
    });

    it("says where uploads go at start-up, without the key pair", () => {
      expect(server.output()).toContain(
        `Uploads are stored in S3 bucket ${s3.bucket} at ${s3.endpoint}, served from ${publicBase}.`,
      );
      expect(server.output()).not.toContain("S3RVER");
    });

    it("addresses uploads at the public base URL, where the store serves them immutable; /uploads/ still answers", async () => {
      const image = await upload("harbour.png", 1000);
      expect(image.url).toBe(`${publicBase}/${keyOf(image.url)}`);
      const direct = await fetch(image.url);
      expect([
        direct.status,
        direct.headers.get("content-type"),
        direct.headers.get("cache-control"),
      ]).toEqual([200, "image/webp", "public, max-age=31536000, immutable"]);
      const proxied = await fetch(`${server.url}/uploads/${keyOf(image.url)}`);
      expect([proxied.status, proxied.headers.get("x-content-type-options")]).toEqual([200, "nosniff"]);
      expect(Buffer.from(await proxied.arrayBuffer())).toEqual(Buffer.from(await direct.arrayBuffer()));
    });

    it("shows where images are used, takes alt text, lists what nothing shows and deletes it with its files; axe clean at 375 and 1280 px", async () => {
      const shown = await upload("shown.png", 900);
      const spare = await upload("spare.png", 800);
      const files = await addFiles();
      const published = await post(
        server.url,
        "/admin/dashboard/articles/new",
        {
          title: "Drains before the monsoon",
          content: `<p>Ward 12.</p><p><img src="${publicBase}/${rendition(shown.url, 480)}" alt="A drain"></p>${videoHtml({ src: `${publicBase}/${files.video}` })}`,
          category: "Politics",
          author: "Desk",
          imageUrl: "/images/default-article.svg",
        },
        cookie,
      );
      expect(published.status).toBeLessThan(400);
      await ageImages();

      for (const width of [375, 1280]) {
        const { page } = await newPage(browser, { width });
        await page.addInitScript(() => window.localStorage.setItem("bt-splash-seen", "1"));
        await signInQuietly(page, server.url, EDITOR);
        await page.goto(`${server.url}/admin/dashboard/media`);
        await checkLibrary(page, width);
        await checkFiles(page, width);
        await page.getByRole("link", { name: "Unused images" }).click();
        await page.getByRole("heading", { name: "Unused images" }).waitFor();
        const rows = page.getByRole("rowheader");
        expect(await rows.allTextContents()).toEqual(expect.arrayContaining(["spare.png", "harbour.png"]));
        expect(await rows.allTextContents()).not.toContain("shown.png");
        expect(await axeViolations(page), `unused images at ${width} px`).toEqual([]);
        if (SHOTS)
          await page.screenshot({ path: path.join(SHOTS, `media-unused-${width}.png`), fullPage: true });
        if (width === 1280) await deleteSpare(page);
        await page.context().close();
      }
      const keys = await s3.keys();
      expect(keys.filter((k) => k.startsWith(keyOf(spare.url).replace(/-\d+\.webp$/, "-")))).toEqual([]);
      expect(keys).toContain(keyOf(shown.url));
      expect(keys).toContain(files.video);
      expect(keys).not.toContain(files.audio);
    });

    it("flags images without alt text beside Publish and reuses an image from the library; axe clean at 375 and 1280 px", async () => {
      const image = await upload("unlabelled.png", 700);
      for (const width of [375, 1280]) {
        const { page } = await newPage(browser, { width });
        await page.addInitScript(() => window.localStorage.setItem("bt-splash-seen", "1"));
        await signInToPortal(page, server.url, EDITOR);
        // Work this device kept (the editor's IndexedDB backstop), given back when the editor opens.
        await page.evaluate(
          (content) =>
            new Promise<void>((resolve, reject) => {
              const open = indexedDB.open("borderland-editor", 1);
              open.onupgradeneeded = () => open.result.createObjectStore("unsaved", { keyPath: "key" });
              open.onerror = () => reject(open.error);
              open.onsuccess = () => {
                const tx = open.result.transaction("unsaved", "readwrite");
                tx.objectStore("unsaved").put({
                  key: "article:new:media-test",
                  kind: "article",
                  id: null,
                  baseVersion: null,
                  fields: { title: "Drains", content },
                  keptAt: Date.now(),
                });
                tx.oncomplete = () => resolve();
              };
            }),
          `<p>Ward 12.</p><figure class="ql-align-center"><img src="${image.url}" alt=""></figure>`,
        );
        await page.goto(`${server.url}/admin/dashboard/articles/new`);
        await page
          .getByRole("dialog", { name: "Unsaved changes on this device" })
          .getByRole("button", { name: "Restore my unsaved changes" })
          .click();
        const flag = page.getByText(
          "1 image has no alt text, so readers who cannot see it are told nothing of it.",
        );
        await flag.waitFor();
        expect(
          await page.getByRole("button", { name: "Publish" }).getAttribute("aria-describedby"),
        ).toContain(await flag.getAttribute("id"));
        expect(await axeViolations(page), `the flag at ${width} px`).toEqual([]);
        if (SHOTS)
          await page.screenshot({ path: path.join(SHOTS, `publish-alt-flag-${width}.png`), fullPage: true });
        await chooseFromLibrary(page, width, image.url);
        await page.context().close();
      }
    });
  },
);
