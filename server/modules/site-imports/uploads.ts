import { and, eq, sql } from "drizzle-orm";
import { SITE_IMPORT_PART_BYTES } from "#shared/constants.ts";
import { siteImportStart } from "#shared/schemas/site-import.ts";
import { isUuid } from "#shared/schemas/fields.ts";
import type { Db } from "../../db/client.ts";
import { siteImports } from "../../db/schema.ts";
import type { ImportStore } from "../../providers/import-store.ts";
import { assertCan } from "../accounts/policies.ts";
import type { SessionUser } from "../accounts/sessions.ts";
import { Conflict, Invalid, NotFound } from "../errors.ts";
import { kindOf } from "../moving-in/read-export.ts";
import { UnreadableExport } from "../moving-in/source.ts";
import { validate } from "../validate.ts";
import { queueCheck } from "./queue.ts";

type Actor = SessionUser | null | undefined;

const GONE = "That upload is not there any more: choose the file again.";

/**
 * Begins an upload of an export (Settings → Import, decision 0070), or goes on with the one this admin
 * began of the same file (`resume`): the import's id and how many bytes the server has, from which the
 * browser sends the rest in parts of SITE_IMPORT_PART_BYTES.
 */
export async function startUpload(db: Db, actor: Actor, input: unknown) {
  assertCan(actor, "moveIn");
  const form = validate(siteImportStart, input);
  const fileName = form.name || "export";
  if (form.resume) {
    const [earlier] = await db
      .select({ id: siteImports.id, received: siteImports.received })
      .from(siteImports)
      .where(
        and(
          eq(siteImports.id, form.resume),
          eq(siteImports.state, "uploading"),
          eq(siteImports.createdBy, actor.id),
          eq(siteImports.fileName, fileName),
          eq(siteImports.size, form.size),
        ),
      );
    if (earlier) return earlier;
  }
  const [row] = await db
    .insert(siteImports)
    .values({ createdBy: actor.id, fileName, size: form.size })
    .returning({ id: siteImports.id, received: siteImports.received });
  return row!;
}

/**
 * Keeps one part of an upload, sent at `offset` (a multiple of the part size; the last part may be
 * shorter). A part the server has already is taken again and changes nothing; one out of turn is
 * refused with the offset to send next. The first part tells the export's kind: a file that is neither
 * WordPress's WXR nor Ghost's JSON is refused there, and nothing of it is kept. With the last part, the
 * dry run is queued.
 */
export async function receivePart(
  db: Db,
  store: ImportStore,
  actor: Actor,
  id: unknown,
  offset: number,
  bytes: Uint8Array,
) {
  assertCan(actor, "moveIn");
  if (!isUuid(id)) throw new NotFound(GONE);
  const [upload] = await db.select().from(siteImports).where(eq(siteImports.id, id));
  if (!upload || upload.state !== "uploading") throw new NotFound(GONE);
  const index = offset / SITE_IMPORT_PART_BYTES;
  const last = Math.ceil(upload.size / SITE_IMPORT_PART_BYTES) - 1;
  const expected = index === last ? upload.size - offset : SITE_IMPORT_PART_BYTES;
  if (!Number.isInteger(index) || index < 0 || index > last || bytes.length !== expected)
    throw new Invalid(
      "That part of the file does not fit: the upload starts over.",
      undefined,
      "Upload failed",
    );
  if (offset < upload.received) return { received: upload.received, state: upload.state };
  if (offset > upload.received)
    throw new Conflict(`The server has ${upload.received} bytes of this file: send from there.`);
  const kind = index === 0 ? await kindOfFirstPart(db, store, upload, bytes) : upload.kind;
  await store.savePart(upload.id, index, bytes);
  const received = offset + bytes.length;
  const done = received === upload.size;
  const moved = await db.transaction(async (tx) => {
    const rows = await tx
      .update(siteImports)
      .set({ received, kind, state: done ? "checking" : "uploading", updatedAt: sql`now()` })
      .where(
        and(
          eq(siteImports.id, upload.id),
          eq(siteImports.received, offset),
          eq(siteImports.state, "uploading"),
        ),
      )
      .returning({ id: siteImports.id });
    if (rows.length && done) await queueCheck(tx, upload.id);
    return rows.length > 0;
  });
  if (!moved) throw new Conflict("Another tab is sending this file: wait for it, or choose the file again.");
  return { received, state: done ? ("checking" as const) : ("uploading" as const) };
}

/** The export's kind from its first part; a file of neither kind (or too large for its kind) is refused
 * and its upload removed, so that nothing of it is kept. */
async function kindOfFirstPart(
  db: Db,
  store: ImportStore,
  upload: { id: string; fileName: string; size: number },
  bytes: Uint8Array,
) {
  const start = new TextDecoder("utf-8", { fatal: false }).decode(bytes.subarray(0, 1024));
  const first = start.replace(/^\uFEFF/, "").trimStart()[0] ?? "";
  try {
    return kindOf(first, upload.size, upload.fileName);
  } catch (error) {
    if (!(error instanceof UnreadableExport)) throw error;
    await db.delete(siteImports).where(eq(siteImports.id, upload.id));
    await store.remove(upload.id);
    throw new Invalid(error.message, { file: error.message }, "Not an export we can read");
  }
}
