import { and, asc, eq, isNull } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import {
  articles,
  comments,
  creativePieces,
  media,
  people,
  pieceAuthors,
  staticPages,
} from "../../db/schema.ts";
import type { Storage } from "../../providers/storage.ts";
import { storedKeys } from "../media/stored-keys.ts";

/**
 * Every piece of content as one JSON document (issue 28): articles and opinion, creative pieces,
 * static pages, people and bylines, categories and tags, the comments readers can see, and the images
 * with their addresses and alt text. Nothing of any account: no e-mail, password, session or reader.
 */
export async function exportContent(db: Db, storage: Storage, now = new Date()) {
  const piece = {
    id: true,
    title: true,
    excerpt: true,
    content: true,
    author: true,
    imageUrl: true,
    imageAlt: true,
    tags: true,
    status: true,
    publishedAt: true,
    updatedAt: true,
  } as const;
  const [articleRows, creativeRows, pageRows, personRows, bylineRows, commentRows, imageRows] =
    await Promise.all([
      db.query.articles.findMany({
        columns: { ...piece, slug: true, category: true, imageCaption: true, featured: true },
        orderBy: asc(articles.createdAt),
      }),
      db.query.creativePieces.findMany({
        columns: { ...piece, type: true },
        orderBy: asc(creativePieces.createdAt),
      }),
      db
        .select({
          slug: staticPages.slug,
          title: staticPages.title,
          excerpt: staticPages.excerpt,
          content: staticPages.content,
          lastUpdated: staticPages.lastUpdated,
        })
        .from(staticPages)
        .orderBy(staticPages.slug),
      db
        .select({
          id: people.id,
          slug: people.slug,
          name: people.name,
          title: people.title,
          bio: people.bio,
          photoUrl: people.photoUrl,
          onMasthead: people.onMasthead,
        })
        .from(people)
        .orderBy(people.name),
      db
        .select({
          articleId: pieceAuthors.articleId,
          creativePieceId: pieceAuthors.creativePieceId,
          personId: pieceAuthors.personId,
          position: pieceAuthors.position,
        })
        .from(pieceAuthors)
        .orderBy(pieceAuthors.position),
      db
        .select({
          id: comments.id,
          articleId: comments.articleId,
          authorName: comments.authorName,
          content: comments.content,
          createdAt: comments.createdAt,
        })
        .from(comments)
        .where(and(eq(comments.isApproved, true), isNull(comments.hiddenAt)))
        .orderBy(comments.createdAt),
      db
        .select({
          id: media.id,
          storageKey: media.storageKey,
          altText: media.altText,
          width: media.width,
          height: media.height,
          variants: media.variants,
          avifVariants: media.avifVariants,
          preview: media.preview,
        })
        .from(media)
        .orderBy(media.createdAt),
    ]);
  const bylinesOf = (key: "articleId" | "creativePieceId", id: string) =>
    bylineRows.filter((b) => b[key] === id).map((b) => b.personId);
  return {
    exportedAt: now.toISOString(),
    categories: [...new Set(articleRows.map((a) => a.category))].sort(),
    tags: [...new Set([...articleRows, ...creativeRows].flatMap((p) => p.tags ?? []))].sort(),
    articles: articleRows.map((a) => ({ ...a, bylines: bylinesOf("articleId", a.id) })),
    creative: creativeRows.map((c) => ({ ...c, bylines: bylinesOf("creativePieceId", c.id) })),
    pages: pageRows,
    people: personRows,
    comments: commentRows,
    media: imageRows.map(({ storageKey, variants, avifVariants, preview, ...image }) => ({
      ...image,
      url: storage.url(storageKey),
      files: storedKeys({ variants, avifVariants, preview }).map((key) => storage.url(key)),
    })),
  };
}
