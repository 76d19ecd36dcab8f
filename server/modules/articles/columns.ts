import { sql } from "drizzle-orm";
import type { Status } from "#shared/lifecycle.ts";
import type { BylinePerson } from "#shared/people.ts";
import { articles } from "../../db/schema.ts";
import { bylinesOf, qualifiedId } from "../people/byline-columns.ts";

/** What a card shows (SPEC.md §7: id, title, excerpt, category, published_at, author, image_url, slug, featured). */
export const cardColumns = {
  id: articles.id,
  title: articles.title,
  excerpt: articles.excerpt,
  category: articles.category,
  publishedAt: articles.publishedAt,
  author: articles.author,
  imageUrl: articles.imageUrl,
  slug: articles.slug,
  featured: articles.featured,
  /** Listed with a camera mark (decision 0072). */
  photoEssay: articles.photoEssay,
  /** Its people, for links to their pages (decision 0042). */
  bylines: bylinesOf("article_id", qualifiedId("articles")),
  /** A live blog not ended, for its 'LIVE' label (decision 0081): its row, looked up by its key. */
  live: sql<boolean>`exists (select 1 from live_blogs card_lb where card_lb.article_id = ${qualifiedId("articles")} and card_lb.ended_at is null)`,
};

export type ArticleCard = {
  id: string;
  title: string;
  excerpt: string;
  category: string;
  publishedAt: Date | null;
  author: string;
  imageUrl: string | null;
  slug: string;
  featured: boolean;
  photoEssay: boolean;
  bylines: BylinePerson[];
  live: boolean;
};

/** A row of Manage Articles (SPEC.md §7: id, title, category, author, published_at, featured, excerpt;
 * and the slug, to link to the page). */
export const adminRowColumns = {
  id: articles.id,
  title: articles.title,
  slug: articles.slug,
  category: articles.category,
  author: articles.author,
  publishedAt: articles.publishedAt,
  featured: articles.featured,
  excerpt: articles.excerpt,
  status: articles.status,
  scheduledFor: articles.scheduledFor,
};

export type AdminArticleRow = {
  id: string;
  title: string;
  slug: string;
  category: string;
  author: string;
  publishedAt: Date | null;
  featured: boolean;
  excerpt: string;
  status: Status;
  /** When a scheduled piece goes out. */
  scheduledFor: Date | null;
};

/** Everything the portal edits or shows after a write. */
export const editColumns = {
  ...adminRowColumns,
  content: articles.content,
  imageUrl: articles.imageUrl,
  imageCaption: articles.imageCaption,
  imageAlt: articles.imageAlt,
  tags: articles.tags,
  updatedAt: articles.updatedAt,
};

export type EditableArticle = AdminArticleRow & {
  content: string;
  imageUrl: string | null;
  imageCaption: string | null;
  imageAlt: string;
  tags: string[];
  updatedAt: Date;
};
