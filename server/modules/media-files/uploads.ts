import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { and, eq, sql } from "drizzle-orm";
import {
  MEDIA_FILE_MAX_BYTES,
  MEDIA_FILE_PART_BYTES,
  MEDIA_FILE_TEXTS as TEXTS,
  MEDIA_FILE_TYPES,
} from "#shared/media-files.ts";
import { mediaUploadStart } from "#shared/schemas/media-file.ts";
import { isUuid } from "#shared/schemas/fields.ts";
import type { Db } from "../../db/client.ts";
import { mediaUploads } from "../../db/schema.ts";
import type { ImportStore } from "../../providers/import-store.ts";
import type { Storage } from "../../providers/storage.ts";
import { assertCan } from "../accounts/policies.ts";
import type { SessionUser } from "../accounts/sessions.ts";
import { Conflict, Invalid, NotFound, PayloadTooLarge } from "../errors.ts";
import { safeFileName } from "../media/file-name.ts";
import { validate } from "../validate.ts";
import { keepMediaFile, type MediaUploadOptions, type StoredMediaFile } from "./keep.ts";
import { checkFirstBytes, Refused } from "./sniff.ts";

type Actor = SessionUser | null | undefined;

export type { MediaUploadOptions, StoredMediaFile };

const extensionOf = (name: string) => /\.([A-Za-z0-9]{1,8})$/.exec(name)?.[1]?.toLowerCase() ?? "";

/**
 * Begins an upload of a video, audio or captions file (issue 41, decision 0073), or goes on with the one
 * this user began of the same file (`resume`): its id and how many bytes the server has, from which the
 * browser sends the rest in parts of MEDIA_FILE_PART_BYTES. The kind comes from the name's extension,
 * and a file over its kind's limit (a 600 MB video) is refused here, before a byte of it is sent.
 */
export async function startMediaUpload(db: Db, actor: Actor, input: unknown) {
  assertCan(actor, "write");
  const form = validate(mediaUploadStart, input);
  const extension = extensionOf(form.name);
  const type = MEDIA_FILE_TYPES[extension];
  if (!type) throw new Invalid(TEXTS.notTaken, { file: TEXTS.notTaken }, TEXTS.refusedTitle);
  if (form.size > MEDIA_FILE_MAX_BYTES[type.kind]) {
    const message = TEXTS.tooLarge[type.kind];
    throw new PayloadTooLarge(message, { file: message }, TEXTS.refusedTitle);
  }
  if (form.video && type.kind !== "captions") throw new Invalid(TEXTS.notTaken);
  const fileName = safeFileName(form.name) ?? `file.${extension}`;
  if (form.resume) {
    const [earlier] = await db
      .select({ id: mediaUploads.id, received: mediaUploads.received, kind: mediaUploads.kind })
      .from(mediaUploads)
      .where(
        and(
          eq(mediaUploads.id, form.resume),
          eq(mediaUploads.uploadedBy, actor.id),
          eq(mediaUploads.fileName, fileName),
          eq(mediaUploads.size, form.size),
        ),
      );
    if (earlier) return earlier;
  }
  const [row] = await db
    .insert(mediaUploads)
    .values({
      kind: type.kind,
      fileName,
      extension,
      size: form.size,
      uploadedBy: actor.id,
      videoId: form.video ?? null,
    })
    .returning({ id: mediaUploads.id, received: mediaUploads.received, kind: mediaUploads.kind });
  return row!;
}

/**
 * Keeps one part of an upload, sent at `offset` (a multiple of the part size; the last part may be
 * shorter). A part the server has already is taken again and changes nothing; one out of turn is
 * refused with the offset to send next. The first part's bytes must be what the extension says (a
 * captions file, whole in it, must be WebVTT). With the last part the file is put together, its
 * container read (a broken one refused), stored under a random key, and recorded in media_files; a
 * video gets a poster frame when the machine has ffmpeg. A refusal removes the upload and its parts:
 * nothing of the file is kept.
 */
export async function receiveMediaPart(
  db: Db,
  services: { parts: ImportStore; storage: Storage },
  actor: Actor,
  id: unknown,
  offset: number,
  bytes: Uint8Array,
  options: MediaUploadOptions = {},
): Promise<{ received: number; file: StoredMediaFile | null }> {
  assertCan(actor, "write");
  if (!isUuid(id)) throw new NotFound(TEXTS.gone);
  const [upload] = await db
    .select()
    .from(mediaUploads)
    .where(and(eq(mediaUploads.id, id), eq(mediaUploads.uploadedBy, actor.id)));
  if (!upload) throw new NotFound(TEXTS.gone);
  const index = offset / MEDIA_FILE_PART_BYTES;
  const last = Math.ceil(upload.size / MEDIA_FILE_PART_BYTES) - 1;
  const expected = index === last ? upload.size - offset : MEDIA_FILE_PART_BYTES;
  if (!Number.isInteger(index) || index < 0 || index > last || bytes.length !== expected)
    throw new Invalid(TEXTS.doesNotFit, undefined, TEXTS.refusedTitle);
  if (offset < upload.received) return { received: upload.received, file: null };
  if (offset > upload.received)
    throw new Conflict(`The server has ${upload.received} bytes of this file: send from there.`);
  if (index === 0)
    await refusingOn(db, services.parts, upload.id, () =>
      checkFirstBytes(upload.extension, bytes, last === 0),
    );
  await services.parts.savePart(upload.id, index, bytes);
  const received = offset + bytes.length;
  const moved = await db
    .update(mediaUploads)
    .set({ received, updatedAt: sql`now()` })
    .where(and(eq(mediaUploads.id, upload.id), eq(mediaUploads.received, offset)))
    .returning({ id: mediaUploads.id });
  if (!moved.length)
    throw new Conflict("Another tab is sending this file: wait for it, or choose the file again.");
  if (received < upload.size) return { received, file: null };
  const file = await finish(db, services, actor, { ...upload, parts: last + 1 }, options);
  return { received, file };
}

/** Runs `check`; on a refusal, forgets the upload and its parts and answers 400 with its message. */
async function refusingOn<T>(db: Db, parts: ImportStore, id: string, check: () => Promise<T>): Promise<T> {
  try {
    return await check();
  } catch (error) {
    if (!(error instanceof Refused)) throw error;
    await forget(db, parts, id);
    throw new Invalid(error.message, { file: error.message }, TEXTS.refusedTitle);
  }
}

async function forget(db: Db, parts: ImportStore, id: string) {
  await db.delete(mediaUploads).where(eq(mediaUploads.id, id));
  await parts.remove(id);
}

type Upload = typeof mediaUploads.$inferSelect & { parts: number };

async function finish(
  db: Db,
  { parts, storage }: { parts: ImportStore; storage: Storage },
  actor: SessionUser,
  upload: Upload,
  options: MediaUploadOptions,
): Promise<StoredMediaFile> {
  const dir = await fs.promises.mkdtemp(path.join(os.tmpdir(), "borderland-media-"));
  const file = path.join(dir, `file.${upload.extension}`);
  try {
    await parts.assemble(upload.id, upload.parts, file);
    const whole = { file, extension: upload.extension, fileName: upload.fileName, size: upload.size };
    const kept = await refusingOn(db, parts, upload.id, () =>
      keepMediaFile(db, storage, actor, { ...whole, videoId: upload.videoId }, options),
    );
    await forget(db, parts, upload.id);
    return kept;
  } finally {
    await fs.promises.rm(dir, { recursive: true, force: true });
  }
}

/** Uploads nobody went on with for a day: forgotten with their parts (called by the daily clean-up). */
export async function forgetStaleMediaUploads(db: Db, parts: ImportStore, now = new Date()) {
  const stale = await db
    .select({ id: mediaUploads.id })
    .from(mediaUploads)
    .where(sql`${mediaUploads.updatedAt} < ${new Date(now.getTime() - 86_400_000)}`);
  for (const { id } of stale) await forget(db, parts, id);
  return stale.length;
}
