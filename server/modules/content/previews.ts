import { createHash, randomBytes } from "node:crypto";
import { and, desc, eq, gt, isNull } from "drizzle-orm";
import { PREVIEW_LINK_DAYS } from "#shared/lifecycle.ts";
import { isUuid } from "#shared/schemas/fields.ts";
import type { Db } from "../../db/client.ts";
import { articles, creativePieces, previewLinks } from "../../db/schema.ts";
import { assertCan, can } from "../accounts/policies.ts";
import type { SessionUser } from "../accounts/sessions.ts";
import { Invalid, NotFound } from "../errors.ts";
import { assertMayOpen } from "./access.ts";
import type { KindName } from "./kinds.ts";
import { pieceRef } from "./revisions.ts";
import { findPiece, publicHrefOf, type ArticleRow, type CreativeRow } from "./piece-lookup.ts";
import { articlePageColumns, creativePageColumns, type HiddenColumns } from "./page-columns.ts";

/** Preview links (issue 25, decision 0038): whoever has the link reads an unpublished piece as it stands,
 * until the link expires or is revoked. The token is 32 random bytes; only its SHA-256 is kept, so the
 * database (or a backup of it) does not hold a working link, and the portal shows a link once. */

type Actor = SessionUser | null | undefined;

const DAY_MS = 24 * 60 * 60 * 1000;
/** base64url of 32 bytes. */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;
export const PREVIEW_PREFIX = "/preview/";
export const PREVIEW_OF_PUBLISHED =
  "This piece is published: share its public address instead of a preview link.";
export const PREVIEW_LINK_NOT_FOUND = "Preview link not found";

const hashOf = (token: string) => createHash("sha256").update(token).digest("hex");

export type PreviewLink = {
  id: string;
  createdAt: Date;
  expiresAt: Date;
  revokedAt: Date | null;
  /** Whether it still opens the piece. */
  live: boolean;
};

/** A new link to the draft, in-review, scheduled or unpublished piece: its path holds the token, which
 * is not kept and so is shown once. */
export async function createPreviewLink(
  db: Db,
  actor: Actor,
  name: KindName,
  id: unknown,
  now = new Date(),
): Promise<PreviewLink & { path: string }> {
  assertCan(actor, "write");
  const piece = await findPiece(db, name, id);
  // A contributor may share a preview of their own piece (decision 0040): no one else's.
  assertMayOpen(actor, piece);
  if (piece.status === "published") throw new Invalid(PREVIEW_OF_PUBLISHED);
  const token = randomBytes(32).toString("base64url");
  const [row] = await db
    .insert(previewLinks)
    .values({
      ...pieceRef(name, piece.id),
      tokenHash: hashOf(token),
      createdBy: actor.id,
      createdAt: now,
      expiresAt: new Date(now.getTime() + PREVIEW_LINK_DAYS * DAY_MS),
    })
    .returning({ id: previewLinks.id, createdAt: previewLinks.createdAt, expiresAt: previewLinks.expiresAt });
  return { ...row!, revokedAt: null, live: true, path: `${PREVIEW_PREFIX}${token}` };
}

/** A piece's links, newest first, live or not (an editor sees what was shared and until when). */
export async function listPreviewLinks(
  db: Db,
  actor: Actor,
  name: KindName,
  id: unknown,
  now = new Date(),
): Promise<PreviewLink[]> {
  assertCan(actor, "write");
  const piece = await findPiece(db, name, id);
  assertMayOpen(actor, piece);
  const column = name === "creative" ? previewLinks.creativePieceId : previewLinks.articleId;
  const rows = await db
    .select({
      id: previewLinks.id,
      createdAt: previewLinks.createdAt,
      expiresAt: previewLinks.expiresAt,
      revokedAt: previewLinks.revokedAt,
    })
    .from(previewLinks)
    .where(eq(column, piece.id))
    .orderBy(desc(previewLinks.createdAt), desc(previewLinks.id));
  return rows.map((row) => ({ ...row, live: !row.revokedAt && row.expiresAt > now }));
}

/** Ends a link now (a link revoked already keeps its first revocation). */
export async function revokePreviewLink(
  db: Db,
  actor: Actor,
  linkId: unknown,
  now = new Date(),
): Promise<{ id: string; revokedAt: Date }> {
  assertCan(actor, "write");
  if (!isUuid(linkId)) throw new NotFound(PREVIEW_LINK_NOT_FOUND);
  if (!can(actor.role, "editAny")) await assertMayRevoke(db, actor, linkId);
  const [revoked] = await db
    .update(previewLinks)
    .set({ revokedAt: now })
    .where(and(eq(previewLinks.id, linkId), isNull(previewLinks.revokedAt)))
    .returning({ id: previewLinks.id, revokedAt: previewLinks.revokedAt });
  if (revoked) return { id: revoked.id, revokedAt: revoked.revokedAt! };
  const [earlier] = await db
    .select({ id: previewLinks.id, revokedAt: previewLinks.revokedAt })
    .from(previewLinks)
    .where(eq(previewLinks.id, linkId));
  if (!earlier) throw new NotFound(PREVIEW_LINK_NOT_FOUND);
  return { id: earlier.id, revokedAt: earlier.revokedAt! };
}

/** A contributor revokes the links of their own pieces only. */
async function assertMayRevoke(db: Db, actor: SessionUser, linkId: string): Promise<void> {
  const [link] = await db
    .select({ articleOwner: articles.createdBy, creativeOwner: creativePieces.createdBy })
    .from(previewLinks)
    .leftJoin(articles, eq(articles.id, previewLinks.articleId))
    .leftJoin(creativePieces, eq(creativePieces.id, previewLinks.creativePieceId))
    .where(eq(previewLinks.id, linkId));
  if (!link) throw new NotFound(PREVIEW_LINK_NOT_FOUND);
  assertMayOpen(actor, { createdBy: link.articleOwner ?? link.creativeOwner });
}

/** Everything but the pending edits: a preview shows the row as it stands (a draft's latest autosave). */
const articleColumns = articlePageColumns;
const creativeColumns = creativePageColumns;

export type PreviewedArticle = Omit<ArticleRow, HiddenColumns>;
export type PreviewedCreative = Omit<CreativeRow, HiddenColumns>;

export type Preview =
  | { kind: "article"; piece: PreviewedArticle }
  | { kind: "creative"; piece: PreviewedCreative }
  | { redirect: string };

/** What a preview link shows: the piece as it stands; where readers find it once it is published (the
 * link has done its work); null for a token that names no live link (unknown, revoked or expired). */
export async function readPreview(db: Db, token: string, now = new Date()): Promise<Preview | null> {
  if (!TOKEN.test(token)) return null;
  const [link] = await db
    .select({ articleId: previewLinks.articleId, creativePieceId: previewLinks.creativePieceId })
    .from(previewLinks)
    .where(
      and(
        eq(previewLinks.tokenHash, hashOf(token)),
        isNull(previewLinks.revokedAt),
        gt(previewLinks.expiresAt, now),
      ),
    )
    .limit(1);
  if (!link) return null;
  if (link.articleId) {
    const [piece] = await db.select(articleColumns).from(articles).where(eq(articles.id, link.articleId));
    if (!piece) return null;
    return piece.status === "published"
      ? { redirect: publicHrefOf("article", piece) }
      : { kind: "article", piece };
  }
  const [piece] = await db
    .select(creativeColumns)
    .from(creativePieces)
    .where(eq(creativePieces.id, link.creativePieceId!));
  if (!piece) return null;
  return piece.status === "published"
    ? { redirect: publicHrefOf("creative", piece) }
    : { kind: "creative", piece };
}
