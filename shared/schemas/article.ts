import {
  ARTICLE_NOT_FOUND,
  FILL_REQUIRED_FIELDS,
  MISSING_FIELDS,
  MISSING_REQUIRED_FIELDS,
} from "../texts.ts";
import { z } from "#shared/zod.ts";
import { ALT_TEXT_MAX_LENGTH } from "./media.ts";
import { CATEGORIES, DEFAULT_CATEGORY } from "../categories.ts";
import { isBlankHtml } from "../excerpt.ts";
import { checkbox, choice, imageUrl, optionalText, tags, text } from "./fields.ts";
import { DEFAULT_LAYOUT, LAYOUT_MESSAGE, LAYOUTS } from "../layouts.ts";

/** The layout select and the long-form headline checkbox (decision 0076), on both create forms. */
export const layoutFields = {
  layout: choice(LAYOUTS, DEFAULT_LAYOUT, LAYOUT_MESSAGE),
  headlineOver: checkbox,
};

export const TITLE_MAX = 300;
export const SLUG_MAX = 200;
export const EXCERPT_MAX = 1000;
export const AUTHOR_MAX = 200;
export const CAPTION_MAX = 500;
/** A featured image's alt text: as long as an uploaded image's may be (issue 36). */
export const IMAGE_ALT_MAX = ALT_TEXT_MAX_LENGTH;
/** The featured image described for readers who cannot see it; "" when it is not. */
export const imageAlt = text(IMAGE_ALT_MAX, "The alt text");
/** Characters of HTML; an image pasted into the editor travels inside it as a data: URL. */
export const CONTENT_MAX = 1_000_000;

/** The toast of SPEC.md §5 when Publish is pressed with a required field empty (all three create forms). */
export const MISSING_FOR_PUBLISH = {
  title: MISSING_REQUIRED_FIELDS,
  message: "Please fill in title, content, author, and image",
} as const;

/** The toast of SPEC.md §5 when Update Article is pressed with a required field empty. */
export const MISSING_FOR_ARTICLE_UPDATE = {
  title: MISSING_FIELDS,
  message: FILL_REQUIRED_FIELDS,
} as const;

const CATEGORY_MESSAGE = "Please choose a category from the list";

/** Seeds and test factories: already-checked data, with an optional publication time. */
export const articleInput = z.object({
  title: z.string().trim().min(1, "Title is required").max(TITLE_MAX),
  slug: z.string().trim().max(SLUG_MAX).optional(),
  excerpt: z.string().trim().max(EXCERPT_MAX).optional(),
  content: z.string().trim().min(1, "Content is required").max(CONTENT_MAX),
  category: z.enum(CATEGORIES),
  author: z.string().trim().min(1, "Author is required").max(AUTHOR_MAX),
  imageUrl,
  imageCaption: optionalText(CAPTION_MAX, "The caption"),
  imageAlt,
  featured: z.boolean().default(false),
  tags,
  publishedAt: z.date().nullish(),
});

export type ArticleInput = z.input<typeof articleInput>;

/** What the create and the update forms both post: title, excerpt, content, author, featured
 * ("on"/"true" when ticked), imageUrl, imageCaption, imageAlt. Required fields arrive as "" when
 * empty; each form's own check says which it needs (missingForPublish, missingForArticleUpdate). */
const articleFormBase = z.object({
  title: text(TITLE_MAX, "The title"),
  excerpt: text(EXCERPT_MAX, "The excerpt"),
  content: text(CONTENT_MAX, "The content"),
  author: text(AUTHOR_MAX, "The author"),
  featured: checkbox,
  imageUrl,
  imageCaption: optionalText(CAPTION_MAX, "The caption"),
  imageAlt,
});

/** Create New Article and Create Opinion Piece, as the form posts them: the base, with a slug, a
 * category and tags (comma-separated). */
export const articleCreateForm = articleFormBase.extend({
  slug: text(SLUG_MAX, "The slug"),
  category: choice(CATEGORIES, DEFAULT_CATEGORY, CATEGORY_MESSAGE),
  tags,
  ...layoutFields,
});

export type ArticleCreateForm = z.input<typeof articleCreateForm>;

/** The fields Publish needs (SPEC.md §5) that are empty; content with no text and no image (Quill's
 * `<p><br></p>`) is empty. The forms disable Publish while this is not empty; the server checks the
 * same. */
export function missingForPublish(v: {
  title?: string | null;
  content?: string | null;
  author?: string | null;
  imageUrl?: string | null;
}): ("title" | "content" | "author" | "imageUrl")[] {
  const missing: ("title" | "content" | "author" | "imageUrl")[] = [];
  if (!v.title?.trim()) missing.push("title");
  if (!v.content || isBlankHtml(v.content)) missing.push("content");
  if (!v.author?.trim()) missing.push("author");
  if (!v.imageUrl?.trim()) missing.push("imageUrl");
  return missing;
}

/** Edit Article, as the modal posts it: the base, with the article's id and a category; a missing
 * category keeps the article's own. */
export const articleUpdateForm = articleFormBase.extend({
  id: z.string({ message: ARTICLE_NOT_FOUND }),
  category: z.preprocess(
    (v) => (v === "" ? undefined : v),
    z.enum(CATEGORIES, { message: CATEGORY_MESSAGE }).optional(),
  ),
});

export type ArticleUpdateForm = z.input<typeof articleUpdateForm>;

/** The fields Update Article needs (SPEC.md §5): title, content, author and excerpt. */
export function missingForArticleUpdate(v: {
  title?: string | null;
  content?: string | null;
  author?: string | null;
  excerpt?: string | null;
}): ("title" | "content" | "author" | "excerpt")[] {
  const missing: ("title" | "content" | "author" | "excerpt")[] = [];
  if (!v.title?.trim()) missing.push("title");
  if (!v.content || isBlankHtml(v.content)) missing.push("content");
  if (!v.author?.trim()) missing.push("author");
  if (!v.excerpt?.trim()) missing.push("excerpt");
  return missing;
}

/** Manage Articles' query: search text, exact category, page. */
export const adminArticleQuery = z.object({
  q: z.string().trim().max(200).optional().catch(undefined),
  category: z.string().trim().max(50).optional().catch(undefined),
  page: z.coerce.number().int().catch(1).default(1),
});
