import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, expect, it } from "vitest";
import { MEDIA_FILE_PART_BYTES } from "#shared/media-files.ts";
import { makeUser } from "../../../tests/helpers/factories.ts";
import { describeStoresAndEngines } from "../../../tests/helpers/stores.ts";
import { media, mediaFiles, mediaUploads } from "../../db/schema.ts";
import { createLocalImportStore } from "../../providers/import-store.ts";
import { findFfmpeg } from "./ffmpeg.ts";
import {
  forgetStaleMediaUploads,
  receiveMediaPart,
  startMediaUpload,
  type MediaUploadOptions,
} from "./uploads.ts";

const work = fs.mkdtempSync(path.join(os.tmpdir(), "borderland-media-files-"));
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));
const fixture = (name: string) => new Uint8Array(fs.readFileSync(path.join("tests/fixtures/media", name)));

/** A WAV of `bytes` of silence (8 kHz, 16-bit mono): large enough to come in several parts. */
function wav(bytes: number): Uint8Array {
  const file = Buffer.alloc(bytes);
  const data = bytes - 44;
  file.write("RIFF", 0, "latin1");
  file.writeUInt32LE(bytes - 8, 4);
  file.write("WAVEfmt ", 8, "latin1");
  file.writeUInt32LE(16, 16);
  file.writeUInt16LE(1, 20);
  file.writeUInt16LE(1, 22);
  file.writeUInt32LE(8000, 24);
  file.writeUInt32LE(16000, 28);
  file.writeUInt16LE(2, 32);
  file.writeUInt16LE(16, 34);
  file.write("data", 36, "latin1");
  file.writeUInt32LE(data, 40);
  return new Uint8Array(file);
}

let counter = 0;

describeStoresAndEngines("video, audio and captions uploads", ({ db, store }) => {
  const parts = createLocalImportStore(path.join(work, `parts-${counter++}`));
  const services = () => ({ parts, storage: store().storage });
  const contributor = () => makeUser(db(), { role: "contributor", username: `contributor-${counter++}` });

  /** Uploads `bytes` as `name` in its parts; the answer of the last part. */
  async function upload(
    actor: Awaited<ReturnType<typeof contributor>>,
    name: string,
    bytes: Uint8Array,
    options: MediaUploadOptions & { video?: string } = { ffmpeg: null },
  ) {
    const started = await startMediaUpload(db(), actor, { name, size: bytes.length, video: options.video });
    let answer: Awaited<ReturnType<typeof receiveMediaPart>> = { received: 0, file: null };
    for (let offset = 0; offset < bytes.length; offset += MEDIA_FILE_PART_BYTES)
      answer = await receiveMediaPart(
        db(),
        services(),
        actor,
        started.id,
        offset,
        bytes.subarray(offset, offset + MEDIA_FILE_PART_BYTES),
        options,
      );
    return answer.file!;
  }

  const refusal = (promise: Promise<unknown>) =>
    promise.then(
      () => null,
      (error: { status: number; message: string }) => ({ status: error.status, message: error.message }),
    );

  it("stores a video with its duration and size, and its captions linked to it", async () => {
    const actor = await contributor();
    const video = await upload(actor, "Board meeting.mp4", fixture("clip.mp4"));
    expect(video).toMatchObject({
      kind: "video",
      mimeType: "video/mp4",
      sizeBytes: 13174,
      durationSeconds: 2,
      width: 160,
      height: 90,
      poster: null,
    });
    expect(video.url).toMatch(/^\/uploads\/[A-Za-z0-9_-]{16}\.mp4$/);
    expect(Buffer.from((await store().read(video.url.slice(9)))!)).toEqual(Buffer.from(fixture("clip.mp4")));
    const captions = await upload(actor, "captions.vtt", fixture("captions.vtt"), {
      ffmpeg: null,
      video: video.id,
    });
    expect(captions).toMatchObject({ kind: "captions", mimeType: "text/vtt", durationSeconds: null });
    const [row] = await db().select().from(mediaFiles).where(eq(mediaFiles.id, video.id));
    expect(row).toMatchObject({
      captionsFileId: captions.id,
      originalName: "Board meeting.mp4",
      uploadedBy: actor.id,
    });
    expect(await db().select().from(mediaUploads)).toEqual([]);
  });

  it("goes on from the server's copy after a dropped connection, in parts", async () => {
    const actor = await contributor();
    const bytes = wav(2 * MEDIA_FILE_PART_BYTES + 1000);
    const first = await startMediaUpload(db(), actor, { name: "interview.wav", size: bytes.length });
    await receiveMediaPart(db(), services(), actor, first.id, 0, bytes.subarray(0, MEDIA_FILE_PART_BYTES));
    // The Wi-Fi drops; the browser asks again for the same file and goes on from where the server is.
    const again = await startMediaUpload(db(), actor, {
      name: "interview.wav",
      size: bytes.length,
      resume: first.id,
    });
    expect(again).toEqual({ id: first.id, received: MEDIA_FILE_PART_BYTES, kind: "audio" });
    // A part sent twice changes nothing; one out of turn is refused with where to go on.
    expect(
      await receiveMediaPart(db(), services(), actor, first.id, 0, bytes.subarray(0, MEDIA_FILE_PART_BYTES)),
    ).toEqual({ received: MEDIA_FILE_PART_BYTES, file: null });
    const last = 2 * MEDIA_FILE_PART_BYTES;
    expect(
      await refusal(receiveMediaPart(db(), services(), actor, first.id, last, bytes.subarray(last))),
    ).toEqual({
      status: 409,
      message: `The server has ${MEDIA_FILE_PART_BYTES} bytes of this file: send from there.`,
    });
    await receiveMediaPart(
      db(),
      services(),
      actor,
      first.id,
      MEDIA_FILE_PART_BYTES,
      bytes.subarray(MEDIA_FILE_PART_BYTES, last),
    );
    const done = await receiveMediaPart(db(), services(), actor, first.id, last, bytes.subarray(last), {
      ffmpeg: null,
    });
    expect(done.file).toMatchObject({
      kind: "audio",
      mimeType: "audio/wav",
      sizeBytes: bytes.length,
      durationSeconds: 525,
    });
    const stored = await store().read(done.file!.url.slice(9));
    expect(stored!.length).toBe(bytes.length);
    // Someone else cannot go on with it.
    const other = await contributor();
    expect(
      (await refusal(receiveMediaPart(db(), services(), other, first.id, 0, bytes.subarray(0, 10))))?.status,
    ).toBe(404);
  });

  it("refuses with a clear message and keeps nothing: 600 MB announced, wrong bytes, broken MP4, bad WebVTT", async () => {
    const actor = await contributor();
    const keysBefore = await store().keys();
    const filesBefore = (await db().select().from(mediaFiles)).length;
    expect(
      await refusal(startMediaUpload(db(), actor, { name: "game.mp4", size: 600 * 1024 * 1024 })),
    ).toEqual({
      status: 413,
      message: "Please choose a video smaller than 500 MB. Shorten it, or export it at a lower bitrate.",
    });
    expect(
      (await refusal(startMediaUpload(db(), actor, { name: "song.flac", size: 1000 })))?.message,
    ).toMatch(/^We take MP4 and WebM video/);
    expect((await refusal(upload(actor, "clip.mp4", fixture("tone.mp3"))))?.message).toBe(
      "This file's name says MP4, but its contents are MP3. Export it again as MP4, or rename it to what it is.",
    );
    const mp4 = fixture("clip.mp4");
    expect(await refusal(upload(actor, "broken.mp4", mp4.subarray(0, mp4.length - 3000)))).toEqual({
      status: 400,
      message:
        "This MP4 file is damaged or incomplete, and cannot be played. Export it again and upload the new file.",
    });
    const srt = new TextEncoder().encode("1\n00:00:01,000 --> 00:00:02,000\nHello\n");
    expect((await refusal(upload(actor, "captions.vtt", srt)))?.message).toMatch(
      /^This is not a WebVTT captions file/,
    );
    expect(await store().keys()).toEqual(keysBefore);
    expect((await db().select().from(mediaFiles)).length).toBe(filesBefore);
    expect(await db().select().from(mediaUploads)).toEqual([]);
  });

  it("takes a poster frame through the image pipeline when the machine has ffmpeg", async () => {
    const ffmpeg = await findFfmpeg();
    const actor = await contributor();
    const video = await upload(actor, "clip.webm", fixture("clip.webm"), { ffmpeg });
    if (!ffmpeg) {
      expect(video.poster).toBeNull();
      return;
    }
    expect(video.poster?.url).toMatch(/^\/uploads\/.+\.webp$/);
    const [image] = await db().select().from(media).where(eq(media.id, video.poster!.mediaId));
    expect([image!.width, image!.height]).toEqual([160, 90]);
    const [row] = await db().select().from(mediaFiles).where(eq(mediaFiles.id, video.id));
    expect(row!.posterMediaId).toBe(video.poster!.mediaId);
  });

  it("forgets an upload nobody went on with for a day, with its parts", async () => {
    const actor = await contributor();
    const bytes = wav(MEDIA_FILE_PART_BYTES + 100);
    const started = await startMediaUpload(db(), actor, { name: "left.wav", size: bytes.length });
    await receiveMediaPart(db(), services(), actor, started.id, 0, bytes.subarray(0, MEDIA_FILE_PART_BYTES));
    expect(await forgetStaleMediaUploads(db(), parts)).toBe(0);
    const tomorrow = new Date(Date.now() + 25 * 3600 * 1000);
    expect(await forgetStaleMediaUploads(db(), parts, tomorrow)).toBe(1);
    expect(await db().select().from(mediaUploads)).toEqual([]);
    const gone = await receiveMediaPart(
      db(),
      services(),
      actor,
      started.id,
      MEDIA_FILE_PART_BYTES,
      bytes.subarray(MEDIA_FILE_PART_BYTES),
    ).catch((error: { status: number }) => error.status);
    expect(gone).toBe(404);
  });

  it("readers may not upload", async () => {
    const reader = await makeUser(db(), { role: "reader", username: `reader-${counter++}` });
    expect((await refusal(startMediaUpload(db(), reader, { name: "a.mp4", size: 10 })))?.status).toBe(403);
  });
});
