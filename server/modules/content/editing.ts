import { autoExcerpt } from "#shared/excerpt.ts";
import { LIVE_STATUSES, AUTOSAVE_REVISION_MS, type Status } from "#shared/lifecycle.ts";
import { MISSING_FOR_PUBLISH, missingForPublish } from "#shared/schemas/article.ts";
import { MISSING_FOR_PAGE, missingForPage } from "#shared/schemas/page.ts";
import type { Db } from "../../db/client.ts";
import { sqlState, UNIQUE_VIOLATION } from "../../db/sql-state.ts";
import { assertCan } from "../accounts/policies.ts";
import type { SessionUser } from "../accounts/sessions.ts";
import { freeSlug, slugBase } from "../articles/slug.ts";
import { insertPiece } from "./insert-piece.ts";
import { Conflict, Invalid, NotFound } from "../errors.ts";
import {
  baseVersionOf,
  editorView,
  lockRow,
  ofPiece,
  refuseOlder,
  savedOf,
  type Row,
  type Saved,
} from "./versions.ts";
import { formValue, missingFields } from "../validate.ts";
import { assertMayEdit } from "./access.ts";
import { columnsOf, editorFields, type Fields } from "./fields.ts";
import { writePiece } from "./door.ts";
import { KINDS, PAGE_ALWAYS_PUBLISHED, PAGE_NOT_FOUND, type KindName } from "./kinds.ts";
import { lastRevisionAt, pieceRef, recordRevision, writerOf } from "./revisions.ts";
import { changesNothing } from "./unchanged.ts";
import { auditedAs, returnNote, reviewChanges, reviewReason, type SaveIntent } from "./review.ts";

import { bylineChoices, resolveBylines, type BylineChoice } from "../people/bylines.ts";
import { notifySaved } from "../notifications/piece-events.ts";
import { checkEpisode } from "../podcasts/episodes.ts";
import { readSportTags, resolveSportTags } from "../sports/piece-tags.ts";
import type { SportTag } from "#shared/sport-tags.ts";

export type { SaveIntent };
export { unpublishPiece } from "./withdraw.ts";

/** The editor's saves (issue 25, decision 0036). Every save names the version it started from; the row's
 * version goes up by one with each, and a save from an older version is refused (EditConflict), never
 * written over the newer one (./versions.ts). */

type Actor = SessionUser | null | undefined;

export const isLive = (status: Status) => LIVE_STATUSES.includes(status);

function requireForPublish(fields: Fields) {
  const absent = missingForPublish(fields);
  if (absent.length) throw missingFields(absent, MISSING_FOR_PUBLISH);
}

/** The excerpt readers see: the writer's, or the opening of the text when they left it empty. */
const withExcerpt = (fields: Fields): Fields => ({
  ...fields,
  excerpt: fields.excerpt || autoExcerpt(fields.content ?? ""),
});

/** What a static page's editor may ask: it is always published, so Update is its Publish. */
const PAGE_INTENTS: readonly SaveIntent[] = ["autosave", "save", "update"];

function requireFor(name: KindName, fields: Fields) {
  if (name !== "page") return requireForPublish(fields);
  const absent = missingForPage(fields);
  if (absent.length) throw missingFields(absent, MISSING_FOR_PAGE);
}

/** What the form links to the piece: its bylines made people (found by name or added), `authors` and
 * the display `author`; an article's teams and games (`sports`, decision 0078), those it posts or,
 * from a form without the field (an API client), the ones it has (`kept`, less any deleted since). */
async function withLinks(
  tx: Db,
  fields: Fields,
  choices: BylineChoice[],
  tags: SportTag[] | undefined,
  kept?: SportTag[],
): Promise<Fields> {
  const { people, text } = await resolveBylines(tx, choices);
  const sports = tags
    ? await resolveSportTags(tx, tags, true)
    : kept && (await resolveSportTags(tx, kept, false));
  return { ...fields, authors: people, author: text, ...(sports ? { sports } : {}) };
}

/** The sports tags an article's form posts (none for other kinds). */
const postedTags = (name: KindName, input: unknown) =>
  name === "article" || name === "opinion" ? readSportTags(input) : undefined;

/** Whether the form names an author at all, for Publish's check before any person is looked up. */
const named = (fields: Fields, choices: BylineChoice[]): Fields => ({
  ...fields,
  author: choices.length ? "named" : "",
});

/** An article's address once it is saved: a piece never published follows its title (or its slug
 * field); a published one keeps its address unless the slug field asks for another. */
async function slugFor(tx: Db, row: Row, asked: string, title = ""): Promise<string> {
  const current = row.slug ?? "";
  if (row.firstPublishedAt && !asked) return current;
  const base = slugBase(asked, title);
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
  assertCan(actor, KINDS[name].capability);
  if (name === "page" && !PAGE_INTENTS.includes(intent)) throw new Invalid(PAGE_ALWAYS_PUBLISHED);
  const note = intent === "return" ? returnNote(input) : null;
  const form = editorFields(name, input);
  const choices = bylineChoices(input);
  const tags = postedTags(name, input);
  if (intent === "publish" || intent === "submit") requireForPublish(named(form, choices));
  // A podcast episode's show, number and audio file (issue 41, decision 0074).
  if (name === "article" || name === "opinion")
    await checkEpisode(db, form, intent === "publish" || intent === "submit" || intent === "update");
  const id = formValue(input, "id");
  if (id === undefined || id === null || id === "") {
    if (name === "page") throw new NotFound(PAGE_NOT_FOUND);
    return createPiece(db, actor, name, form, { choices, tags }, intent, now);
  }
  const baseVersion = baseVersionOf(input);
  const overwrite = formValue(input, "overwrite") === "1";
  try {
    return await db.transaction(async (tx) => {
      const row = await lockRow(tx, name, id);
      assertMayEdit(actor, row);
      const ref = pieceRef(name, row.id);
      const fields = ofPiece(ref)
        ? await withLinks(tx, form, choices, tags, editorView(name, row).sports)
        : form;
      const replaced = overwrite && row.version === baseVersion && row.version > 0;
      await refuseOlder(tx, name, row, baseVersion);
      const live = isLive(row.status);
      let changes: Fields;
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
        changes = { pending: columnsOf(name, fields), pendingVersion: row.version + 1 };
      } else {
        changes = { ...columnsOf(name, fields), updatedAt: now };
      }
      if (typeof changes.slug === "string") changes.slug = await slugFor(tx, row, changes.slug, fields.title);
      // An editor opened on the text the server holds: nothing to write (issue 36).
      if (changesNothing(name, row, changes)) return savedOf(row, now, null);
      // "Keep mine as the newest": the version this save replaces goes to history first.
      if (replaced) await keepReplaced(tx, name, row, now);
      const due = intent !== "autosave" || (await revisionDue(tx, ref, now));
      const action = auditedAs(intent, row.status);
      const visible = intent === "publish" || (intent === "update" && row.status === "published");
      const { row: saved, pages } = await writePiece(tx, actor, {
        op: "update",
        name,
        row,
        needs: intent === "publish" || intent === "return" ? "publish" : "write",
        owner: "edit",
        set: changes,
        revision: due ? { reason: reviewReason(intent, note), at: now, auto: intent === "autosave" } : null,
        audit: action ? { action, details: note ? { note } : undefined } : null,
        visible,
      });
      if (name !== "page") await notifySaved(tx, actor, name, saved, intent, row.status, note);
      return savedOf(saved, now, pages);
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
    userName: row.savedBy ?? "Another editor",
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
  form: Fields,
  links: { choices: BylineChoice[]; tags: SportTag[] | undefined },
  intent: SaveIntent,
  now: Date,
): Promise<Saved> {
  const publish = intent === "publish";
  if (intent === "return") throw new Invalid("Only a piece in review can be returned");
  return db.transaction(async (tx) => {
    const fields = await withLinks(tx, form, links.choices, links.tags);
    const { row, pages } = await insertPiece(tx, actor, name, publish ? withExcerpt(fields) : fields, {
      status: publish ? "published" : intent === "submit" ? "review" : "draft",
      publishedAt: publish ? now : null,
      scheduledFor: null,
      createdAt: now,
      updatedAt: now,
      reason: publish ? "Published" : intent === "submit" ? reviewReason("submit", null) : "Started",
      at: now,
      auto: intent === "autosave",
      audit: auditedAs(intent, null),
    });
    await notifySaved(tx, actor, name, row, intent, null, null);
    return savedOf(row, now, pages);
  });
}
