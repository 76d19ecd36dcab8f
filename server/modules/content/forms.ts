import { MISSING_FOR_PUBLISH, missingForPublish } from "#shared/schemas/article.ts";
import type { Db } from "../../db/client.ts";
import { assertCan } from "../accounts/policies.ts";
import type { SessionUser } from "../accounts/sessions.ts";
import { bylineChoices, resolveBylines } from "../people/bylines.ts";
import { formText, formValue, missingFields } from "../validate.ts";
import { writePiece } from "./door.ts";
import { savePiece } from "./editing.ts";
import { KINDS, type Editable, type ListKindName } from "./kinds.ts";
import { getPieceForEdit } from "./portal.ts";
import { sanitizeContent } from "./sanitize.ts";
import { lockRow } from "./versions.ts";

/**
 * The forms posted without the page's script (the three create forms and Manage's Edit dialog), and
 * API clients: each is read, checked for the fields it requires, and written through the one door
 * (./door.ts) like the editor's saves.
 */

type Actor = SessionUser | null | undefined;
type Text = Record<"title" | "content" | "author" | "excerpt" | "imageUrl", string>;

/** The posted form's sanitized content, once every field `missing` asks for is there (`toast` names
 * those that are not). */
function requiredContent(
  input: unknown,
  missing: (fields: Text) => string[],
  toast: { title: string; message: string },
): string {
  const content = sanitizeContent(formText(input, "content"));
  const absent = missing({
    title: formText(input, "title"),
    content,
    author: formText(input, "author"),
    excerpt: formText(input, "excerpt"),
    imageUrl: formText(input, "imageUrl"),
  });
  if (absent.length) throw missingFields(absent, toast);
  return content;
}

/** Create New Article, Create Opinion Piece and Create Creative Piece (SPEC.md §2, §5): title,
 * content, author and image required, excerpt generated when empty, published now: the editor's
 * Publish (./editing.ts) on a piece that has no id yet. An opinion piece is always in Opinion; a
 * creative piece is poetry unless the form says otherwise, and has no tags. */
export async function publishForm<K extends ListKindName>(
  db: Db,
  actor: Actor,
  name: K,
  input: unknown,
  now = new Date(),
): Promise<Editable[K]> {
  assertCan(actor, "publish");
  requiredContent(input, missingForPublish, MISSING_FOR_PUBLISH);
  const form = Object.fromEntries(Object.entries(input ?? {}).filter(([key]) => key !== "id"));
  const saved = await savePiece(db, actor, name, form, "publish", now);
  return getPieceForEdit(db, actor, name, saved.id);
}

/** Edit Article and Edit Creative Piece (SPEC.md §2, §5) as Manage's dialog posts it without the
 * editor page: the kind's required fields (an article's excerpt among them; a piece's empty summary is
 * generated again); the piece must exist. The slug, tags and publication time stay. It is the piece's
 * next version, with its revision ('Updated'), so that an editor page open on the older one is told. */
export async function updateForm<K extends ListKindName>(
  db: Db,
  actor: Actor,
  name: K,
  input: unknown,
  now = new Date(),
): Promise<Editable[K]> {
  assertCan(actor, "write");
  const kind = KINDS[name].list;
  const content = requiredContent(input, kind.missingForUpdate, kind.missingForUpdateToast);
  const { id, changes } = kind.updated(input, content, now);
  await db.transaction(async (tx) => {
    const row = await lockRow(tx, name, id);
    // The byline's people, as every save writes them (decision 0042).
    const bylines = await resolveBylines(tx, bylineChoices(input));
    await writePiece(tx, actor, {
      op: "update",
      name,
      row,
      needs: "write",
      owner: "edit",
      set: { ...changes, author: bylines.text, authors: bylines.people },
      revision: { reason: "Updated", at: now },
      audit: row.status === "published" ? { action: "update" } : null,
      visible: true,
      unwritten: kind.notUpdated,
    });
  });
  return getPieceForEdit(db, actor, name, formValue(input, "id"));
}
