import { desc, eq, ilike, inArray, or, type SQL } from "drizzle-orm";
import { CREATIVE_TYPE_LABELS, CREATIVE_TYPES, type CreativeType } from "#shared/categories.ts";
import { ADMIN_PAGE_SIZE } from "#shared/constants.ts";
import { autoExcerpt } from "#shared/excerpt.ts";
import { MISSING_FOR_PUBLISH, missingForPublish } from "#shared/schemas/article.ts";
import {
  adminCreativeQuery,
  creativeCreateForm,
  creativeUpdateForm,
  MISSING_FOR_CREATIVE_UPDATE,
  missingForCreativeUpdate,
} from "#shared/schemas/creative.ts";
import { isUuid } from "#shared/schemas/fields.ts";
import type { Db } from "../../db/client.ts";
import { creativePieces } from "../../db/schema.ts";
import { assertStaff } from "../accounts/policies.ts";
import type { SessionUser } from "../accounts/sessions.ts";
import { countRows, escapeLike, pageOf, usesTrigrams, type Page } from "../content/count.ts";
import { countCreative } from "../content/list-counts.ts";
import { sanitizeContent } from "../content/sanitize.ts";
import { NotFound } from "../errors.ts";
import { recordMediaUses } from "../media/uses.ts";
import { formText, missingFields, validate } from "../validate.ts";

type Actor = SessionUser | null | undefined;

const NOT_FOUND = "Creative piece not found";
const NOT_UPDATED = "No creative piece was updated - it may not exist or you may not have permission";
const NOT_DELETED = "No creative piece was deleted - it may not exist or you may not have permission";

/** Everything the portal edits or shows of a piece. */
const editColumns = {
  id: creativePieces.id,
  title: creativePieces.title,
  type: creativePieces.type,
  author: creativePieces.author,
  excerpt: creativePieces.excerpt,
  content: creativePieces.content,
  imageUrl: creativePieces.imageUrl,
  tags: creativePieces.tags,
  publishedAt: creativePieces.publishedAt,
  updatedAt: creativePieces.updatedAt,
};

export type EditableCreativePiece = {
  id: string;
  title: string;
  type: CreativeType;
  author: string;
  excerpt: string;
  content: string;
  imageUrl: string | null;
  tags: string[];
  publishedAt: Date;
  updatedAt: Date;
};

/** A row of Manage Creative Pieces (SPEC.md §2: Title, Type, Author, Published, Excerpt). */
const adminRowColumns = {
  id: creativePieces.id,
  title: creativePieces.title,
  type: creativePieces.type,
  author: creativePieces.author,
  publishedAt: creativePieces.publishedAt,
  excerpt: creativePieces.excerpt,
};

export type AdminCreativeRow = Pick<
  EditableCreativePiece,
  "id" | "title" | "type" | "author" | "publishedAt" | "excerpt"
>;

/** Create Creative Piece (SPEC.md §2, §5): type (default poetry), title, content, author and image
 * required, excerpt generated when empty, no tags, published now. */
export async function publishCreativePiece(
  db: Db,
  actor: Actor,
  input: unknown,
  now = new Date(),
): Promise<EditableCreativePiece> {
  assertStaff(actor);
  const content = sanitizeContent(formText(input, "content"));
  const missing = missingForPublish({
    title: formText(input, "title"),
    content,
    author: formText(input, "author"),
    imageUrl: formText(input, "imageUrl"),
  });
  if (missing.length) throw missingFields(missing, MISSING_FOR_PUBLISH);
  const form = validate(creativeCreateForm, input);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(creativePieces)
      .values({
        title: form.title,
        type: form.type,
        author: form.author,
        excerpt: form.excerpt || autoExcerpt(content),
        content,
        imageUrl: form.imageUrl,
        tags: [],
        publishedAt: now,
        createdAt: now,
        updatedAt: now,
      })
      .returning(editColumns);
    await recordMediaUses(tx, { creativePieceId: row!.id }, [row!.imageUrl, row!.content]);
    return row!;
  });
}

async function pieceExists(db: Db, id: unknown): Promise<boolean> {
  if (!isUuid(id)) return false;
  const [row] = await db
    .select({ id: creativePieces.id })
    .from(creativePieces)
    .where(eq(creativePieces.id, id))
    .limit(1);
  return !!row;
}

/** Edit Creative Piece (SPEC.md §2, §5): title, content and author required; an empty summary is
 * generated from the content; the image may be removed; tags stay as they are. */
export async function updateCreativePiece(
  db: Db,
  actor: Actor,
  input: unknown,
  now = new Date(),
): Promise<EditableCreativePiece> {
  assertStaff(actor);
  const content = sanitizeContent(formText(input, "content"));
  const missing = missingForCreativeUpdate({
    title: formText(input, "title"),
    content,
    author: formText(input, "author"),
  });
  if (missing.length) throw missingFields(missing, MISSING_FOR_CREATIVE_UPDATE);
  const form = validate(creativeUpdateForm, input);
  if (!(await pieceExists(db, form.id))) throw new NotFound(NOT_FOUND);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(creativePieces)
      .set({
        title: form.title,
        ...(form.type ? { type: form.type } : {}),
        author: form.author,
        excerpt: form.excerpt || autoExcerpt(content),
        content,
        imageUrl: form.imageUrl,
        updatedAt: now,
      })
      .where(eq(creativePieces.id, form.id))
      .returning(editColumns);
    if (!row) throw new NotFound(NOT_UPDATED);
    await recordMediaUses(tx, { creativePieceId: row.id }, [row.imageUrl, row.content]);
    return row;
  });
}

export async function deleteCreativePiece(
  db: Db,
  actor: Actor,
  id: unknown,
): Promise<{ id: string; title: string }> {
  assertStaff(actor);
  if (!(await pieceExists(db, id))) throw new NotFound(NOT_FOUND);
  const [row] = await db
    .delete(creativePieces)
    .where(eq(creativePieces.id, id as string))
    .returning({ id: creativePieces.id, title: creativePieces.title });
  if (!row) throw new NotFound(NOT_DELETED);
  return row;
}

export async function getCreativeForEdit(db: Db, actor: Actor, id: unknown): Promise<EditableCreativePiece> {
  assertStaff(actor);
  if (!isUuid(id)) throw new NotFound(NOT_FOUND);
  const [row] = await db.select(editColumns).from(creativePieces).where(eq(creativePieces.id, id)).limit(1);
  if (!row) throw new NotFound(NOT_FOUND);
  return row;
}

/** The types whose value or label contains `q`, whatever its case ('visual' and 'arts' find visual_art). */
function typesContaining(q: string): CreativeType[] {
  const needle = q.toLowerCase();
  return CREATIVE_TYPES.filter(
    (t) => t.includes(needle) || CREATIVE_TYPE_LABELS[t].toLowerCase().includes(needle),
  );
}

/** Manage Creative Pieces (SPEC.md §2, §5): newest first; `q` a case-insensitive substring of title,
 * type or author; pages of 20. */
export async function listCreativeForAdmin(
  db: Db,
  actor: Actor,
  query: { q?: string; page?: number | string },
): Promise<Page<AdminCreativeRow>> {
  assertStaff(actor);
  const { q, page } = adminCreativeQuery.parse(query ?? {});
  let where: SQL | undefined;
  if (q) {
    const pattern = `%${escapeLike(q)}%`;
    const types = typesContaining(q);
    where = or(
      ilike(creativePieces.title, pattern),
      ilike(creativePieces.author, pattern),
      ...(types.length ? [inArray(creativePieces.type, types)] : []),
    );
  }
  return pageOf(
    page,
    ADMIN_PAGE_SIZE,
    (cap) =>
      q ? countRows(db, creativePieces, where, { cap, trigrams: usesTrigrams(q) }) : countCreative(db),
    (offset) =>
      db
        .select(adminRowColumns)
        .from(creativePieces)
        .where(where)
        .orderBy(desc(creativePieces.publishedAt), desc(creativePieces.id))
        .limit(ADMIN_PAGE_SIZE)
        .offset(offset),
  );
}
