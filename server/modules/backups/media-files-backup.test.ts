import { randomBytes, randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import { afterAll, beforeAll, expect, it } from "vitest";
import { makeMediaRow } from "../../../tests/helpers/factories.ts";
import { createTestDatabase, describeEachEngine, type Engine } from "../../../tests/helpers/test-db.ts";
import { mediaFiles, podcastShows } from "../../db/schema.ts";
import type { Db } from "../../db/client.ts";
import { createLocalStorage } from "../../providers/local-storage.ts";
import type { Storage } from "../../providers/storage.ts";
import { storedKeys } from "../media/stored-keys.ts";
import { restoreBackup } from "./restore.ts";
import { writeBackup } from "./write-archive.ts";

type Handle = Awaited<ReturnType<typeof createTestDatabase>>;
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "borderland-backup-media-"));
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));
let n = 0;
const newDir = () => path.join(scratch, `uploads-${n++}`);
const fixture = (name: string) => fs.readFileSync(path.join("tests/fixtures/media", name));

/** A real local store that takes a whole body in memory (`put`) only up to 1 MB, as a store with a
 * small buffer would: anything larger must come through the streamed `putFile`. */
function smallBufferStore(dir: string): Storage & { streamed: string[] } {
  const store = createLocalStorage(dir);
  const streamed: string[] = [];
  return {
    ...store,
    streamed,
    async put(key, body, type) {
      if (body.length > 1024 * 1024) throw new Error(`${key}: ${body.length} bytes held whole in memory`);
      return store.put(key, body, type);
    },
    async putFile(key, file, type) {
      streamed.push(key);
      return store.putFile(key, file, type);
    },
  };
}

/** A video with its poster (a library image) and WebVTT captions, an audio file, and a podcast's cover. */
async function siteWithMedia(db: Db, storage: Storage) {
  const poster = await makeMediaRow(db, { width: 640, height: 360 });
  const posterKeys = [poster.storageKey, ...storedKeys(poster)];
  const files = {
    [`v${randomUUID()}.mp4`]: fixture("clip.mp4"),
    [`c${randomUUID()}.vtt`]: fixture("captions.vtt"),
    [`a${randomUUID()}.mp3`]: fixture("tone.mp3"),
    [`cover${randomUUID()}.jpg`]: randomBytes(3000),
    ...Object.fromEntries(posterKeys.map((key) => [key, randomBytes(500)])),
  };
  const [video, captions, audio, cover] = Object.keys(files);
  for (const [key, bytes] of Object.entries(files)) await storage.put(key, bytes, "application/octet-stream");
  const [vtt] = await db
    .insert(mediaFiles)
    .values({
      kind: "captions",
      storageKey: captions!,
      mimeType: "text/vtt",
      sizeBytes: files[captions!]!.length,
    })
    .returning();
  await db.insert(mediaFiles).values([
    {
      kind: "video",
      storageKey: video!,
      mimeType: "video/mp4",
      sizeBytes: files[video!]!.length,
      posterMediaId: poster.id,
      captionsFileId: vtt!.id,
    },
    { kind: "audio", storageKey: audio!, mimeType: "audio/mpeg", sizeBytes: files[audio!]!.length },
  ]);
  await db.insert(podcastShows).values({
    name: "Borders",
    slug: "borders",
    description: "A show",
    coverKey: cover!,
    category: "News",
    author: "The Desk",
    ownerName: "The Desk",
    ownerEmail: "desk@example.org",
    guid: randomUUID(),
  });
  return files;
}

describeEachEngine("A backup of videos, audio and their files", ({ engine }) => {
  const handles: Handle[] = [];
  const database = async (migrate = false) => {
    const handle = await createTestDatabase(engine as Engine, { migrate });
    handles.push(handle);
    return handle.database;
  };
  let source: Handle["database"];
  let sourceStore: Storage;
  let files: Record<string, Buffer>;
  beforeAll(async () => {
    source = await database(true);
    sourceStore = createLocalStorage(newDir());
    files = await siteWithMedia(source.db, sourceStore);
  }, 60_000);
  afterAll(async () => {
    for (const handle of handles) await handle.drop();
  });

  it("restores the video, its poster and captions, the audio and the podcast's cover byte for byte", async () => {
    const file = path.join(scratch, `media-${engine}.tar.gz`);
    const manifest = await writeBackup(
      { database: source, storage: sourceStore },
      fs.createWriteStream(file),
    );
    expect(manifest.missingUploads).toEqual([]);
    expect(
      Object.keys(manifest.entries)
        .filter((e) => e.startsWith("uploads/"))
        .sort(),
    ).toEqual(
      Object.keys(files)
        .map((key) => `uploads/${key}`)
        .sort(),
    );
    const dir = newDir();
    const empty = smallBufferStore(dir);
    const summary = await restoreBackup(file, { database: await database(), storage: empty });
    expect(summary.files).toBe(Object.keys(files).length);
    for (const [key, bytes] of Object.entries(files))
      expect(fs.readFileSync(path.join(dir, key))).toEqual(bytes);
    expect(empty.streamed.sort()).toEqual(Object.keys(files).sort());
  });

  it("streams a large file through backup and restore, never holding it whole", async () => {
    const size = 16 * 1024 * 1024;
    const big = `big${randomUUID()}.webm`;
    const bytes = randomBytes(size);
    await sourceStore.put(big, bytes, "video/webm");
    await source.db
      .insert(mediaFiles)
      .values({ kind: "video", storageKey: big, mimeType: "video/webm", sizeBytes: size });
    // How far the reading of the store's file runs ahead of what the archive has written: a backup that
    // read the file whole before writing it would be the file's size ahead.
    let pulled = 0;
    let written = 0;
    let ahead = 0;
    const watched: Storage = {
      ...sourceStore,
      async get(key, wanted) {
        const stored = await sourceStore.get(key, wanted);
        if (!stored || key !== big) return stored;
        const counted = new TransformStream<Uint8Array, Uint8Array>({
          transform(chunk, controller) {
            pulled += chunk.length;
            ahead = Math.max(ahead, pulled - written);
            controller.enqueue(chunk);
          },
        });
        return { ...stored, body: stored.body.pipeThrough(counted) };
      },
    };
    const file = path.join(scratch, `big-${engine}.tar.gz`);
    const out = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        written += chunk.length;
        done(null, chunk);
      },
    });
    const saved = pipeline(out, fs.createWriteStream(file));
    await writeBackup({ database: source, storage: watched }, out);
    await saved;
    expect(pulled).toBe(size);
    expect(ahead).toBeGreaterThan(0);
    expect(ahead).toBeLessThan(4 * 1024 * 1024);
    const dir = newDir();
    const store = smallBufferStore(dir);
    await restoreBackup(file, { database: await database(), storage: store });
    expect(store.streamed).toContain(big);
    expect(fs.readFileSync(path.join(dir, big)).equals(bytes)).toBe(true);
  }, 120_000);
});
