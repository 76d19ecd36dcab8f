import { randomBytes } from "node:crypto";
import fs from "node:fs";
import { MEDIA_FILE_PART_BYTES } from "#shared/media-files.ts";
import type { Db } from "../../server/db/client.ts";
import { mediaFiles, printEditions } from "../../server/db/schema.ts";
import type { SessionUser } from "../../server/modules/accounts/sessions.ts";
import type { ImportStore } from "../../server/providers/import-store.ts";
import type { Storage } from "../../server/providers/storage.ts";
import { receiveMediaPart, startMediaUpload } from "../../server/modules/media-files/uploads.ts";

/** The print editions' test PDFs (tests/fixtures/print/make-pdf.py): four pages, and a locked one. */
export const printFixture = (name: "edition.pdf" | "locked.pdf") =>
  new Uint8Array(fs.readFileSync(`tests/fixtures/print/${name}`));

/** Uploads `bytes` as `name` through the media files' upload in parts, as the portal does. */
export async function uploadPdf(
  db: Db,
  services: { parts: ImportStore; storage: Storage },
  actor: SessionUser,
  bytes: Uint8Array,
  options: { poppler?: boolean; name?: string } = {},
) {
  const started = await startMediaUpload(db, actor, {
    name: options.name ?? "edition.pdf",
    size: bytes.length,
  });
  let answer: Awaited<ReturnType<typeof receiveMediaPart>> = { received: 0, file: null };
  for (let offset = 0; offset < bytes.length; offset += MEDIA_FILE_PART_BYTES)
    answer = await receiveMediaPart(
      db,
      services,
      actor,
      started.id,
      offset,
      bytes.subarray(offset, offset + MEDIA_FILE_PART_BYTES),
      { ffmpeg: null, poppler: options.poppler },
    );
  return answer.file!;
}

/** A draft edition of a PDF recorded as stored (no file is written): for requests that need one; any
 * column can be given (a status, a date, a cover). */
export async function makeEditionRow(
  db: Db,
  volume = 900 + Math.floor(Math.random() * 99_000),
  fields: Partial<typeof printEditions.$inferInsert> = {},
) {
  const [pdf] = await db
    .insert(mediaFiles)
    .values({
      kind: "pdf",
      storageKey: `${randomBytes(12).toString("base64url")}.pdf`,
      mimeType: "application/pdf",
      sizeBytes: 1000,
      pageCount: 4,
    })
    .returning();
  const [edition] = await db
    .insert(printEditions)
    .values({
      volume,
      number: 1,
      issuedOn: "2026-10-02",
      title: "Test edition",
      pdfFileId: pdf!.id,
      ...fields,
    })
    .returning();
  return edition!;
}
