import { and, eq } from "drizzle-orm";
import { autoExcerpt } from "#shared/excerpt.ts";
import { LIVE_STATUSES, AUTOSAVE_REVISION_MS, type Status } from "#shared/lifecycle.ts";
import { MISSING_FOR_PUBLISH, missingForPublish } from "#shared/schemas/article.ts";
import { MISSING_FOR_PAGE, missingForPage } from "#shared/schemas/page.ts";
import type { Db } from "../../db/client.ts";
import type { PieceFields } from "../../db/schema.ts";
import { sqlState, UNIQUE_VIOLATION } from "../../db/sql-state.ts";
import { assertCan } from "../accounts/policies.ts";
import type { SessionUser } from "../accounts/sessions.ts";
import { freeSlug, slugBase } from "../articles/write.ts";
import { insertPiece } from "./insert-piece.ts";
import { Conflict, Invalid, NotFound } from "../errors.ts";
import { recordMediaUses } from "../media/uses.ts";
import {
  baseVersionOf,
  editorView,
  lockRow,
  ofPiece,
  refuseOlder,
  savedOf,
  withAuthors,
  writeNewVersion,
  type Row,
  type Saved,
} from "./versions.ts";
import { missingFields } from "../validate.ts";
import { assertMayEdit, auditPiece } from "./access.ts";
import { columnsOf, editorFields } from "./fields.ts";
import { EDITED, PAGE_ALWAYS_PUBLISHED, PAGE_NOT_FOUND, type KindName } from "./kinds.ts";
import { lastRevisionAt, pieceRef, recordRevision, writerName, writerOf } from "./revisions.ts";
import { changesNothing } from "./unchanged.ts";
import { auditedAs, returnNote, reviewChanges, reviewReason, type SaveIntent } from "./review.ts";

import { bylineChoices, resolveBylines, setBylines, type BylineChoice } from "../people/bylines.ts";

export type { SaveIntent };

/** The editor's saves (issue 25, decision 0036). Every save names the version it started from; the row's
 * version goes up by one with each, and a save from an older version is refused (EditConflict), never
 * written over the newer one (./versions.ts). */

type Actor = SessionUser | null | undefined;

export const isLive = (status: Status) => LIVE_STATUSES.includes(status);

function requireForPublish(fields: PieceFields) {
  const absent = missingForPublish(fields as Parameters<typeof missingForPublish>[0]);
  if (absent.length) throw missingFields(absent, MISSING_FOR_PUBLISH);
}

/** The excerpt readers see: the writer's, or the opening of the text when they left it empty. */
const withExcerpt = (fields: PieceFields): PieceFields => ({
  ...fields,
  excerpt: (fields.excerpt as string) || autoExcerpt(fields.content as string),
});

/** What a static page's editor may ask: it is always published, so Update is its Publish. */
const PAGE_INTENTS: readonly SaveIntent[] = ["autosave", "save", "update"];

function requireFor(name: KindName, fields: PieceFields) {
  if (name !== "page") return requireForPublish(fields);
  const absent = missingForPage(fields);
  if (absent.length) throw missingFields(absent, MISSING_FOR_PAGE);
}

/** The form's bylines made people (found by name or added): `authors` and the display `author`. */
async function withBylines(tx: Db, fields: PieceFields, choices: BylineChoice[]): Promise<PieceFields> {
  const { people, text } = await resolveBylines(tx, choices);
  return { ...fields, authors: people, author: text };
}

/** Whether the form names an author at all, for Publish's check before any person is looked up. */
const named = (fields: PieceFields, choices: BylineChoice[]): PieceFields => ({
  ...fields,
  author: choices.length ? "named" : "",
});

/** An article's address once it is saved: a piece never published follows its title (or its slug
 * field); a published one keeps its address unless the slug field asks for another. */
async function slugFor(tx: Db, row: Row, fields: PieceFields): Promise<string> {
  const current = row.slug!;
  const asked = (fields.slug as string) ?? "";
  if (row.firstPublishedAt && !asked) return current;
  const base = slugBase(asked, fields.title as string);
  if (current === base || (current.startsWith(`${base}-`) && /^\d+$/.test(current.slice(base.length + 1))))
    return current;
  return freeSlug(tx, base);
}

/** Saves the editor's form (`input`: id — none for a new piece —, baseVersion and the fields). */
export async function savePiece(
  db: Db,
  actor: Actor,
  name: KindName,
  input: unknown,
  intent: SaveIntent,
  now = new Date(),
): Promise<Saved> {
  assertCan(actor, intent === "publish" || intent === "return" ? "publish" : "write");
  assertCan(actor, EDITED[name].capability);
  if (name === "page" && !PAGE_INTENTS.includes(intent)) throw new Invalid(PAGE_ALWAYS_PUBLISHED);
  const note = intent === "return" ? returnNote(input) : null;
  const form = editorFields(name, input);
  const choices = bylineChoices(input);
  if (intent === "publish" || intent === "submit") requireForPublish(named(form, choices));
  const id = (input as Record<string, unknown> | null)?.id;
  if (id === undefined || id === null || id === "") {
    if (name === "page") throw new NotFound(PAGE_NOT_FOUND);
    return createPiece(db, actor, name as Exclude<KindName, "page">, form, choices, intent, now);
  }
  const baseVersion = baseVersionOf(input);
  const overwrite = (input as Record<string, unknown>).overwrite === "1";
  try {
    return await db.transaction(async (tx) => {
      const row = await lockRow(tx, name, id);
      assertMayEdit(actor, row);
      const ref = pieceRef(name, row.id);
      const fields = ofPiece(ref) ? await withBylines(tx, form, choices) : form;
      const replaced = overwrite && row.version === baseVersion && row.version > 0;
      await refuseOlder(tx, name, row, baseVersion);
      const version = row.version + 1;
      const live = isLive(row.status);
      let changes: Record<string, unknown>;
      let status = row.status;
      if (intent === "publish") {
        status = "published";
        const publishedAt = row.firstPublishedAt ?? now;
        changes = {
          ...withExcerpt(columnsOf(name, fields)),
          status,
          publishedAt,
          firstPublishedAt: publishedAt,
          scheduledFor: null,
          pending: null,
          pendingVersion: null,
          reviewNote: null,
          updatedAt: now,
        };
      } else if (intent === "submit" || intent === "return") {
        changes = { ...reviewChanges(row, intent, note), ...columnsOf(name, fields), updatedAt: now };
      } else if (intent === "update" && live) {
        if (row.status === "published") requireFor(name, fields);
        const columns = columnsOf(name, fields);
        changes = {
          ...(name === "page" ? columns : withExcerpt(columns)),
          pending: null,
          pendingVersion: null,
          updatedAt: now,
        };
      } else if (live) {
        changes = { pending: columnsOf(name, fields), pendingVersion: version };
      } else {
        changes = { ...columnsOf(name, fields), updatedAt: now };
      }
      if ("slug" in changes) changes.slug = await slugFor(tx, row, changes);
      // An editor opened on the text the server holds: nothing to write (issue 36).
      if (changesNothing(name, row, changes)) return savedOf(row, now, false);
      // "Keep mine as the newest": the version this save replaces goes to history first.
      if (replaced) await keepReplaced(tx, name, row, now);
      const kind = EDITED[name];
      const [saved] = (await tx
        .update(kind.table)
        .set({ ...changes, version, savedBy: writerName(actor) } as never)
        .where(and(eq(kind.table.id, row.id), eq(kind.table.version, baseVersion)))
        .returning()) as unknown as Row[];
      if (!saved) throw new Conflict("The piece changed while it was being saved. Please save again.");
      if (!changes.pending && ofPiece(ref))
        await setBylines(
          tx,
          ref,
          (fields.authors as { id: string }[]).map((p) => p.id),
        );
      await withAuthors(tx, name, saved);
      if (ofPiece(ref))
        await recordMediaUses(tx, ref, [saved.imageUrl, saved.content, JSON.stringify(saved.pending ?? "")]);
      if (intent !== "autosave" || (await revisionDue(tx, ref, now)))
        await recordRevision(tx, ref, {
          version,
          fields: editorView(name, saved),
          reason: reviewReason(intent, note),
          actor,
          at: now,
          auto: intent === "autosave",
        });
      const action = auditedAs(intent, row.status);
      if (action) await auditPiece(tx, actor, action, name, saved, note ? { note } : undefined);
      return savedOf(saved, now, intent === "publish" || (intent === "update" && row.status === "published"));
    });
  } catch (error) {
    if (sqlState(error) === UNIQUE_VIOLATION)
      throw new Conflict("Another article took this address at the same moment. Please try again.");
    throw error;
  }
}

/** The version an overwrite replaces, into History under its writer's name (unless it is there). */
async function keepReplaced(tx: Db, name: KindName, row: Row, now: Date): Promise<void> {
  const ref = pieceRef(name, row.id);
  const writer = await writerOf(tx, ref, row.version);
  if (writer !== null) return;
  await recordRevision(tx, ref, {
    version: row.version,
    fields: editorView(name, row),
    reason: "Replaced in an edit conflict (kept in history)",
    actor: null,
    userName: (row.savedBy as string | null) ?? "Another editor",
    at: now,
  });
}

async function revisionDue(tx: Db, ref: ReturnType<typeof pieceRef>, now: Date): Promise<boolean> {
  const last = await lastRevisionAt(tx, ref);
  return !last || now.getTime() - last.getTime() >= AUTOSAVE_REVISION_MS;
}

/** A piece's first save: a draft (an autosave or Save draft), or published at once (Publish). */
async function createPiece(
  db: Db,
  actor: SessionUser,
  name: Exclude<KindName, "page">,
  form: PieceFields,
  choices: BylineChoice[],
  intent: SaveIntent,
  now: Date,
): Promise<Saved> {
  const publish = intent === "publish";
  if (intent === "return") throw new Invalid("Only a piece in review can be returned");
  return db.transaction(async (tx) => {
    const fields = await withBylines(tx, form, choices);
    const full = await insertPiece(tx, actor, name, publish ? withExcerpt(fields) : fields, {
      status: publish ? "published" : intent === "submit" ? "review" : "draft",
      publishedAt: publish ? now : null,
      scheduledFor: null,
      createdAt: now,
      updatedAt: now,
      reason: publish ? "Published" : intent === "submit" ? reviewReason("submit", null) : "Started",
      at: now,
      auto: intent === "autosave",
    });
    const action = auditedAs(intent, null);
    if (action) await auditPiece(tx, actor, action, name, full);
    return savedOf(full, now, publish);
  });
}

/** Takes a published piece off every public page, without deleting it; Publish brings it back. */
export async function unpublishPiece(
  db: Db,
  actor: Actor,
  name: KindName,
  input: unknown,
  now = new Date(),
): Promise<Saved> {
  assertCan(actor, "publish");
  if (name === "page") throw new Invalid(PAGE_ALWAYS_PUBLISHED);
  const baseVersion = baseVersionOf(input);
  return db.transaction(async (tx) => {
    const row = await lockRow(tx, name, (input as Record<string, unknown>).id);
    await refuseOlder(tx, name, row, baseVersion);
    if (row.status !== "published") throw new Invalid("Only a published piece can be unpublished");
    const saved = await writeNewVersion(
      tx,
      name,
      row,
      { status: "unpublished", publishedAt: null, updatedAt: now },
      { actor, reason: "Unpublished", now },
    );
    await auditPiece(tx, actor, "unpublish", name, saved);
    return savedOf(saved, now, true);
  });
}
