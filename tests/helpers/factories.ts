import type { Role } from "#shared/roles.ts";
import { randomBytes, randomUUID } from "node:crypto";
import type { Db } from "../../server/db/client.ts";
import { comments, media, users, type MediaVariant } from "../../server/db/schema.ts";
import { variantWidths } from "../../server/modules/media/pipeline.ts";
import { createArticle } from "../../server/modules/articles/write.ts";
import type { ArticleInput } from "#shared/schemas/article.ts";

const unique = () => randomBytes(4).toString("hex");

/** A published article with sensible defaults; any field can be overridden. */
export function makeArticle(db: Db, overrides: Partial<ArticleInput> = {}) {
  const title = overrides.title ?? `Test article ${unique()}`;
  return createArticle(db, {
    title,
    excerpt: `Excerpt of ${title}`,
    content: `<p>Body of ${title}.</p>`,
    category: "Politics",
    author: "Test Reporter",
    ...overrides,
  });
}

/** A user; the hash is a placeholder because these users never sign in by password. */
export async function makeUser(db: Db, overrides: Partial<typeof users.$inferInsert> = {}) {
  const [user] = await db
    .insert(users)
    .values({
      email: `reader-${unique()}@example.org`,
      name: "Test Reader",
      passwordHash: "not-a-hash",
      ...overrides,
    })
    .returning();
  return user!;
}

export async function makeComment(db: Db, articleId: string, userId: string, content = "A fair point.") {
  const [comment] = await db
    .insert(comments)
    .values({ articleId, userId, content, authorName: "Test Reader", authorEmail: "reader@example.org" })
    .returning();
  return comment!;
}

/** Signed-in users as the portal's domain functions receive them (the policy looks at the role). */
export function actor(role: Role = "admin") {
  return {
    id: randomUUID(),
    email: `${role}-${unique()}@example.org`,
    name: `Test ${role}`,
    username: `${role}${unique()}`,
    role,
  } as const;
}

/** A `media` row as the upload pipeline records one for a `width` × `height` image (no files are
 * written); `legacy` is an image uploaded before AVIF renditions and previews (decision 0020). */
export async function makeMediaRow(
  db: Db,
  { width = 2000, height = 1000, legacy = false, altText = null as string | null } = {},
) {
  const name = `img${unique()}${unique()}`;
  const rendition = (w: number, ext: string): MediaVariant => ({
    key: `${name}-${w}.${ext}`,
    width: w,
    height: Math.round((height * w) / width),
    bytes: 1000,
  });
  const variants = variantWidths(width).map((w) => rendition(w, "webp"));
  const [row] = await db
    .insert(media)
    .values({
      storageKey: variants.at(-1)!.key,
      mimeType: "image/png",
      sizeBytes: 5000,
      width,
      height,
      altText,
      variants,
      avifVariants: legacy ? [] : variantWidths(width).map((w) => rendition(w, "avif")),
      preview: legacy ? null : { key: `${name}-1200x630.jpg`, width: 1200, height: 630, bytes: 800 },
    })
    .returning();
  return { ...row!, url: `/uploads/${row!.storageKey}` };
}

/** An image that nothing shows, uploaded two days ago: old enough for the Media Library to delete. */
export async function makeUnusedImage(db: Db) {
  const [image] = await db
    .insert(media)
    .values({
      storageKey: `unused${randomBytes(6).toString("hex")}-480.webp`,
      mimeType: "image/png",
      sizeBytes: 100,
      createdAt: new Date(Date.now() - 2 * 86_400_000),
    })
    .returning({ id: media.id });
  return image!.id;
}

/** A staff member who exists as a user, for writes that record who made them (revisions, links). */
export async function staffActor(db: Db) {
  const user = await makeUser(db, { role: "admin", username: `staff${unique()}` });
  return { id: user.id, email: user.email, name: user.name, username: user.username, role: "admin" as const };
}
