import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll } from "vitest";
import type { Db } from "../../server/db/client.ts";
import { mediaFiles } from "../../server/db/schema.ts";
import { createLocalStorage } from "../../server/providers/local-storage.ts";
import type { Storage } from "../../server/providers/storage.ts";
import { makeMediaRow } from "./factories.ts";
import { photo } from "./images.ts";

/** A 3-second MP3 (a 440 Hz tone, 12 kB), made once with ffmpeg. */
export const TONE_MP3 = path.join(import.meta.dirname, "../fixtures/audio/tone-3s.mp3");

/** A local store in a folder of its own for a test file, removed after the file's tests. */
export function tempStorage(prefix: string): Storage {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
  return createLocalStorage(dir);
}

/** A library image of `width` × `height` whose largest rendition is in `storage` (a real WebP). */
export async function makeCoverImage(db: Db, storage: Storage, width: number, height = width) {
  const row = await makeMediaRow(db, { width, height });
  const largest = row.variants.at(-1)!;
  await storage.put(largest.key, await webpOf(largest.width, largest.height), "image/webp");
  return row;
}

/** The same picture for each size, made once: a test asks for many covers of one size. */
const made = new Map<string, Promise<Buffer>>();
function webpOf(width: number, height: number) {
  const key = `${width}x${height}`;
  if (!made.has(key)) made.set(key, photo(width, height, "webp"));
  return made.get(key)!;
}

/** An audio file as the uploads record one (issue 41): the MP3 in `storage`, its media_files row. */
export async function makeAudioFile(
  db: Db,
  storage: Storage,
  {
    kind = "audio" as "audio" | "video" | "captions",
    durationSeconds = 3 as number | null,
    captionsFileId = null as string | null,
  } = {},
) {
  const ext = kind === "captions" ? "vtt" : "mp3";
  const key = `a${randomBytes(8).toString("hex")}.${ext}`;
  const bytes =
    kind === "captions"
      ? Buffer.from("WEBVTT\n\n00:00.000 --> 00:03.000\nA tone.\n")
      : fs.readFileSync(TONE_MP3);
  await storage.put(key, bytes, kind === "captions" ? "text/vtt" : "audio/mpeg");
  const [row] = await db
    .insert(mediaFiles)
    .values({
      kind,
      storageKey: key,
      originalName: `episode.${ext}`,
      mimeType: kind === "captions" ? "text/vtt" : "audio/mpeg",
      sizeBytes: bytes.length,
      durationSeconds: kind === "captions" ? null : durationSeconds,
      captionsFileId,
    })
    .returning();
  return row!;
}

/** A show's form as the portal posts it; any field can be overridden. */
export const showForm = (cover: string, overrides: Record<string, string> = {}) => ({
  name: `The Bell Hour ${randomBytes(3).toString("hex")}`,
  slug: "",
  description: "Students talk about what happened at school this week.",
  cover,
  category: "Education > Courses",
  language: "en",
  explicit: "",
  locked: "on",
  author: "The Borderland Times",
  ownerName: "Ms Rivera",
  ownerEmail: "adviser@example.org",
  ...overrides,
});
