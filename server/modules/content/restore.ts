import type { SessionUser } from "../accounts/sessions.ts";
import { assertCan, can } from "../accounts/policies.ts";
import type { Db } from "../../db/client.ts";
import { assertMayEdit } from "./access.ts";
import { baseVersionOf, lockRow, refuseOlder, savedOf, type Saved } from "./versions.ts";
import { writePiece } from "./door.ts";
import { columnsOf, fieldsOf } from "./fields.ts";
import type { KindName } from "./kinds.ts";
import { getRevision } from "./revisions.ts";
import { bylineChoices, resolveBylines } from "../people/bylines.ts";
import { resolveSportTags } from "../sports/piece-tags.ts";
import { formValue } from "../validate.ts";

const dateOf = (d: Date) => d.toISOString().slice(0, 16).replace("T", " ");

/**
 * Restore: the revision's every field (title, slug, excerpt, body, category or type, author, image,
 * caption, tags, featured, noindex, and its status; its people in the byline; an article's teams and
 * games) becomes the piece's newest version, written as a new
 * revision; the newer ones stay in History. A published piece that is restored to a published
 * revision changes on the public pages at once. A revision of a scheduled piece comes back as a draft: its
 * schedule is not part of the text (decision 0036).
 */
export async function restoreRevision(
  db: Db,
  actor: SessionUser | null | undefined,
  name: KindName,
  input: unknown,
  now = new Date(),
): Promise<Saved> {
  assertCan(actor, "write");
  const id = formValue(input, "id");
  const revisionId = formValue(input, "revisionId");
  const revision = await getRevision(db, actor, name, id, revisionId);
  const baseVersion = baseVersionOf(input);
  return db.transaction(async (tx) => {
    const row = await lockRow(tx, name, id);
    assertMayEdit(actor, row);
    await refuseOlder(tx, name, row, baseVersion);
    // A contributor restores the text of their own draft: it stays a draft (decision 0040).
    const restoredStatus =
      revision.fields.status === "scheduled" || !can(actor.role, "publish")
        ? "draft"
        : (fieldsOf(revision.fields).status ?? row.status);
    // Its people come back too; a revision from before bylines were people names them in `author`.
    // A static page has no byline, and stays published (decision 0047).
    const page = name === "page";
    const bylines = page ? null : await resolveBylines(tx, bylineChoices(revision.fields));
    // An article's teams and games come back, but for any deleted since (decision 0078); a revision
    // from before tags were piece fields leaves them as they are.
    const fields = fieldsOf(revision.fields);
    const sports = fields.sports && (await resolveSportTags(tx, fields.sports, false));
    const status = page ? "published" : restoredStatus;
    const publishedAt = status === "published" ? (row.firstPublishedAt ?? now) : null;
    const { row: saved, pages } = await writePiece(tx, actor, {
      op: "update",
      name,
      row,
      needs: "write",
      owner: "edit",
      set: {
        ...columnsOf(name, fields),
        ...(bylines ? { authors: bylines.people, author: bylines.text } : {}),
        ...(sports ? { sports } : {}),
        status,
        noindex: revision.fields.noindex === true,
        publishedAt,
        firstPublishedAt: row.firstPublishedAt ?? publishedAt,
        scheduledFor: null,
        pending: null,
        pendingVersion: null,
        updatedAt: now,
      },
      revision: {
        reason: `Restored version ${revision.version} (${revision.userName}, ${dateOf(revision.createdAt)} UTC)`,
        at: now,
      },
      audit: { action: "restore", details: { version: revision.version } },
      visible: row.status === "published" || status === "published",
    });
    return savedOf(saved, now, pages);
  });
}
