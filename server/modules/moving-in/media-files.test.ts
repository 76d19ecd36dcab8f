import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tempDir } from "../../../tests/helpers/moving-in.ts";
import { member } from "../../../tests/helpers/staff.ts";
import { describeEachEngine } from "../../../tests/helpers/test-db.ts";
import type { Db } from "../../db/client.ts";
import { articles, mediaFiles } from "../../db/schema.ts";
import { createAddressPolicy } from "../../providers/address-policy.ts";
import { createLocalStorage } from "../../providers/local-storage.ts";
import { createFileFetch, TooLarge } from "../../providers/outbound.ts";
import { convertBody } from "./convert.ts";
import { readGhost } from "./ghost.ts";
import { GHOST_FILE_NOT_THERE } from "./images.ts";
import { formatReport } from "./report.ts";
import { importExport } from "./run.ts";
import type { SourcePost } from "./source.ts";

const MEDIA = path.resolve("tests/fixtures/media");
const PNG = path.resolve("tests/fixtures/moving-in/served/market.png");

/** The old site: the fixtures' clip.mp4 and tone.mp3, a PNG named as an MP4, 404 for the rest. */
const FILES: Record<string, string> = {
  "/wp-content/uploads/2026/06/clip.mp4": path.join(MEDIA, "clip.mp4"),
  "/wp-content/uploads/2026/06/tone.mp3": path.join(MEDIA, "tone.mp3"),
  "/wp-content/uploads/2026/06/fake.mp4": PNG,
  "/content/media/2026/06/clip.webm": path.join(MEDIA, "clip.webm"),
  "/content/media/2026/06/tone.m4a": path.join(MEDIA, "tone.m4a"),
};

/** An answer with no length that goes on (64 kB at a time, up to 64 MB: more than the kernels' socket
 * buffers on both sides can hold, up to 36 MB here) while it is read. */
const ENDLESS_BYTES = 64 * 1024 * 1024;
let endlessSent = 0;
function endless(response: http.ServerResponse) {
  response.writeHead(200, { "content-type": "audio/mpeg" });
  endlessSent = 0;
  const more = () => {
    while (endlessSent < ENDLESS_BYTES && !response.destroyed) {
      endlessSent += 65536;
      if (!response.write(Buffer.alloc(65536))) return response.once("drain", more);
    }
    response.end();
  };
  more();
}

let origin = "";
let server: http.Server;
let dir = "";
beforeAll(async () => {
  dir = tempDir();
  server = http.createServer((request, response) => {
    const file = FILES[request.url ?? ""];
    if (request.url === "/moved/clip.mp4")
      response.writeHead(302, { location: "/wp-content/uploads/2026/06/clip.mp4" }).end();
    else if (request.url === "/endless.mp3") endless(response);
    else if (file) response.writeHead(200).end(fs.readFileSync(file));
    else response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  fs.rmSync(dir, { recursive: true, force: true });
});

const post = (id: string, html: string, classic = false): SourcePost => ({
  id,
  type: "post",
  title: `Post ${id}`,
  slug: `post-${id}`,
  status: "published",
  sourceStatus: "publish",
  publishedAt: new Date("2026-06-01T08:00:00Z"),
  modifiedAt: null,
  html,
  classic,
  excerpt: "",
  categories: [],
  tags: [],
  authorIds: [],
  featuredImage: null,
  oldPaths: [],
  comments: [],
});

async function importPosts(
  db: Db,
  system: "wordpress" | "ghost",
  posts: SourcePost[],
  dryRun = false,
  sources: { uploadsDir?: string; maxBytes?: number } = {},
) {
  return importExport(
    db,
    createLocalStorage(path.join(dir, "store")),
    await member(db, "admin"),
    { system, site: "Old", authors: [], posts },
    {
      categoryMap: new Map(),
      dryRun,
      images: {
        uploadsDir: sources.uploadsDir,
        fetchFile: createFileFetch({
          policy: createAddressPolicy(["127.0.0.1"]),
          maxBytes: sources.maxBytes,
        }),
      },
    },
  );
}

const contentOf = async (db: Db, slug: string) =>
  (await db.select({ content: articles.content }).from(articles).where(eq(articles.slug, slug)))[0]!.content;

describeEachEngine("video and audio moving in (issue 41)", ({ db }) => {
  const wordpress = () => [
    post(
      "1",
      `<!-- wp:video --><figure class="wp-block-video"><video controls src="${origin}/wp-content/uploads/2026/06/clip.mp4"></video><figcaption>The board meets</figcaption></figure><!-- /wp:video -->`,
    ),
    post(
      "2",
      `Listen:\n\n[audio mp3="${origin}/wp-content/uploads/2026/06/tone.mp3"][/audio]\n\n[video src="${origin}/wp-content/uploads/2026/06/fake.mp4"]\n\n[video mp4="${origin}/wp-content/uploads/2026/06/gone.mp4"][/video]`,
      true,
    ),
  ];

  it("copies WordPress's video and audio through an upload's checks into media_files; one refused is reported", async () => {
    const dry = await importPosts(db(), "wordpress", wordpress(), true);
    expect(dry.media).toEqual({ imported: 4, skipped: 0, already: 0 });

    const report = await importPosts(db(), "wordpress", wordpress());
    expect(report.posts.imported).toBe(2);
    expect(report.media).toEqual({ imported: 2, skipped: 2, already: 0 });
    expect(report.imagesNotHad).toEqual([
      {
        url: `${origin}/wp-content/uploads/2026/06/fake.mp4`,
        reason: expect.stringContaining("This file's name says MP4, but its contents are a PNG image"),
      },
      { url: `${origin}/wp-content/uploads/2026/06/gone.mp4`, reason: expect.stringContaining("404") },
    ]);
    expect(report.shortcodes).toEqual(new Set());
    expect(formatReport(report)).toContain("Video/audio 2 copied, 0 already imported, 2 skipped");
    const files = await db().select().from(mediaFiles).orderBy(mediaFiles.kind);
    expect(files.map((f) => [f.kind, f.originalName, f.mimeType])).toEqual([
      ["audio", "tone.mp3", "audio/mpeg"],
      ["video", "clip.mp4", "video/mp4"],
    ]);
    const video = files.find((f) => f.kind === "video")!;
    expect(fs.existsSync(path.join(dir, "store", video.storageKey))).toBe(true);

    const first = await contentOf(db(), "post-1");
    expect(first).toMatch(
      new RegExp(
        `^<video controls preload="metadata" src="/uploads/${video.storageKey}"[^>]*></video><p>The board meets</p>$`,
      ),
    );
    const second = await contentOf(db(), "post-2");
    expect(second).toContain(
      `<audio controls preload="metadata" src="/uploads/${files[0]!.storageKey}"></audio>`,
    );
    // A file not had is a link to where it was, not a player of someone else's file.
    expect(second).toContain(`<a href="${origin}/wp-content/uploads/2026/06/fake.mp4"`);
    expect(second).not.toContain("<video");

    // Run again: nothing copied twice.
    const again = await importPosts(db(), "wordpress", wordpress());
    expect(again.posts.already).toBe(2);
    expect((await db().select({ n: count() }).from(mediaFiles))[0]!.n).toBe(2);
  });

  it("copies Ghost's video and audio cards' files and makes them our players, captions kept as text", async () => {
    const html =
      `<figure class="kg-card kg-video-card kg-width-regular kg-card-hascaption" data-kg-thumbnail="${origin}/content/media/2026/06/clip_thumb.jpg"><div class="kg-video-container">` +
      `<video src="${origin}/content/media/2026/06/clip.webm" poster="https://img.spacergif.org/v1/640x360/0a/spacer.png" width="640" height="360" playsinline preload="metadata"></video>` +
      `<div class="kg-video-overlay"><button class="kg-video-large-play-icon" aria-label="Play video"><svg></svg></button></div>` +
      `<div class="kg-video-player-container"><div class="kg-video-player"><span class="kg-video-current-time">0:00</span><button class="kg-video-playback-rate">1&#215;</button></div></div></div>` +
      `<figcaption><p>Kick-off</p></figcaption></figure>` +
      `<div class="kg-card kg-audio-card"><img src="" alt="audio-thumbnail" class="kg-audio-thumbnail kg-audio-hide"><div class="kg-audio-player-container">` +
      `<audio src="${origin}/content/media/2026/06/tone.m4a" preload="metadata"></audio><div class="kg-audio-title">The weekly tone</div>` +
      `<div class="kg-audio-player"><span class="kg-audio-current-time">0:00</span></div></div></div>`;
    const exported = readGhost({
      db: [{ data: { posts: [{ id: "g1", title: "Post g1", slug: "post-g1", status: "published", html }] } }],
    });
    const report = await importPosts(db(), "ghost", exported.posts as SourcePost[]);
    expect(report.media).toEqual({ imported: 2, skipped: 0, already: 0 });
    const content = await contentOf(db(), "post-g1");
    expect(content).toMatch(
      /^<video controls preload="metadata" src="\/uploads\/[\w-]+\.webm"[^>]*><\/video><p>Kick-off<\/p><audio controls preload="metadata" src="\/uploads\/[\w-]+\.m4a"><\/audio><p>The weekly tone<\/p>$/,
    );
  });
});

describeEachEngine(
  "a video or audio file of an import is streamed to disk, never held whole (issue 41)",
  ({ db }) => {
    it("keeps a file over the images' fetch limit, within its kind's, and follows a redirect", async () => {
      const html = `<video src="${origin}/moved/clip.mp4"></video><audio src="${origin}/wp-content/uploads/2026/06/tone.mp3"></audio>`;
      // Images may be 1,000 bytes here; the files are some 13 kB, well within 500 and 200 MB.
      const report = await importPosts(db(), "wordpress", [post("big", html)], false, { maxBytes: 1000 });
      expect(report.imagesNotHad).toEqual([]);
      expect(report.media).toEqual({ imported: 2, skipped: 0, already: 0 });
      const files = await db().select().from(mediaFiles).orderBy(mediaFiles.kind);
      expect(files.map((f) => [f.kind, f.sizeBytes])).toEqual([
        ["audio", fs.statSync(path.join(MEDIA, "tone.mp3")).size],
        ["video", fs.statSync(path.join(MEDIA, "clip.mp4")).size],
      ]);
    });

    it("stops reading as soon as the bytes pass the limit it is given", async () => {
      const fetch = createFileFetch({ policy: createAddressPolicy(["127.0.0.1"]) });
      const file = path.join(dir, "endless.mp3");
      await expect(fetch.toFile(new URL(`${origin}/endless.mp3`), file, 200_000)).rejects.toBeInstanceOf(
        TooLarge,
      );
      // What the server could write is what the sockets' buffers took, which a loaded machine lets grow
      // past 4 MB (a fresh-clone run saw 4.26): the reading stopped if no more goes, and not at the end.
      await new Promise((resolve) => setTimeout(resolve, 100));
      const sent = endlessSent;
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(endlessSent).toBe(sent);
      expect(endlessSent).toBeLessThan(ENDLESS_BYTES);
      const private_ = createFileFetch({ policy: createAddressPolicy() });
      await expect(private_.toFile(new URL(`${origin}/moved/clip.mp4`), file, 1e6)).rejects.toMatchObject({
        kind: "refused",
      });
    });

    it("reads Ghost's own media addresses from the uploads folder: its content folder, or the one folder", async () => {
      const content = path.join(dir, "ghost-content");
      fs.mkdirSync(path.join(content, "media", "2026", "06"), { recursive: true });
      fs.copyFileSync(path.join(MEDIA, "clip.webm"), path.join(content, "media", "2026", "06", "clip.webm"));
      const media = path.join(dir, "ghost-media");
      fs.mkdirSync(path.join(media, "2026", "06"), { recursive: true });
      fs.copyFileSync(path.join(MEDIA, "tone.m4a"), path.join(media, "2026", "06", "tone.m4a"));
      const card = (id: string, tag: "video" | "audio", file: string) =>
        readGhost({
          db: [
            {
              data: {
                posts: [
                  {
                    id,
                    title: `Post ${id}`,
                    slug: `post-${id}`,
                    status: "published",
                    html: `<${tag} src="__GHOST_URL__/content/media/2026/06/${file}"></${tag}>`,
                  },
                ],
              },
            },
          ],
        }).posts as SourcePost[];
      const video = await importPosts(db(), "ghost", card("gv", "video", "clip.webm"), false, {
        uploadsDir: content,
      });
      expect(video.media).toEqual({ imported: 1, skipped: 0, already: 0 });
      expect(await contentOf(db(), "post-gv")).toMatch(
        /^<video controls preload="metadata" src="\/uploads\/[\w-]+\.webm"/,
      );
      const audio = await importPosts(db(), "ghost", card("ga", "audio", "tone.m4a"), false, {
        uploadsDir: media,
      });
      expect(audio.media).toEqual({ imported: 1, skipped: 0, already: 0 });
      // Without the folder, the report says why, rather than 'not a web address'.
      const without = await importPosts(db(), "ghost", card("gn", "video", "other.webm"));
      expect(without.imagesNotHad).toEqual([
        { url: "__GHOST_URL__/content/media/2026/06/other.webm", reason: GHOST_FILE_NOT_THERE },
      ]);
    });
  },
);

describe("video and audio of an export, before their files are copied", () => {
  it("leave a [video] that names no file for convertBody to take out and report", () => {
    const { html, shortcodes } = convertBody('[video width="640"][/video]', true);
    expect(html.trim()).toBe("");
    expect(shortcodes).toEqual(["video"]);
  });
});
