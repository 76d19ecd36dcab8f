import { articles } from "../../db/schema.ts";

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
};
