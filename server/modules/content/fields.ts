import { DEFAULT_CATEGORY } from "#shared/categories.ts";
import { articleCreateForm } from "#shared/schemas/article.ts";
import { creativeCreateForm } from "#shared/schemas/creative.ts";
import { pageForm } from "#shared/schemas/page.ts";
import type { PieceFields } from "../../db/schema.ts";
import { validate } from "../validate.ts";
import type { KindName } from "./kinds.ts";
import { sanitizeContent } from "./sanitize.ts";

/** Every editorial field a piece of each table has, by column name: what a revision holds beside the
 * status and `noindex`, what a pending copy holds, and what the editor posts. */
export const FIELD_NAMES = {
  articles: [
    "title",
    "slug",
    "excerpt",
    "content",
    "category",
    "author",
    "authors",
    "imageUrl",
    "imageCaption",
    "imageAlt",
    "tags",
    "featured",
  ],
  creative: ["title", "type", "author", "authors", "excerpt", "content", "imageUrl", "imageAlt", "tags"],
  /** A static page (decision 0047): its standfirst is `excerpt`. */
  page: ["title", "excerpt", "content"],
} as const;

/** `authors` is no column: the piece's people ({id, name}, in order) live in piece_authors, and a
 * revision or a pending copy holds them beside the display byline `author` (decision 0042). */

/** A revision's fields: the editorial ones, the status and noindex. */
export const REVISION_EXTRA = ["status", "noindex"] as const;

const tableOf = (name: KindName) =>
  name === "creative" ? "creative" : name === "page" ? "page" : "articles";

/** The editor's form as the columns it sets: checked by the create form's schema (so every limit and
 * message is the create form's), the content sanitized as every write's is. Nothing is required here:
 * a draft may be half written; Publish and Update check their fields. An opinion piece is always in
 * Opinion. */
export function editorFields(name: KindName, input: unknown): PieceFields {
  if (name === "page") {
    const form = validate(pageForm, input);
    return { title: form.title, excerpt: form.excerpt, content: sanitizeContent(form.content) };
  }
  if (name === "creative") {
    const form = validate(creativeCreateForm, input);
    return {
      title: form.title,
      type: form.type,
      author: form.author,
      excerpt: form.excerpt,
      content: sanitizeContent(form.content),
      imageUrl: form.imageUrl,
      imageAlt: form.imageAlt,
      tags: [],
    };
  }
  const form = validate(articleCreateForm, input);
  return {
    title: form.title,
    slug: form.slug,
    excerpt: form.excerpt,
    content: sanitizeContent(form.content),
    category: name === "opinion" ? "Opinion" : (form.category ?? DEFAULT_CATEGORY),
    author: form.author,
    imageUrl: form.imageUrl,
    imageCaption: form.imageCaption,
    imageAlt: form.imageAlt,
    tags: form.tags,
    featured: form.featured,
  };
}

/** The fields of a row (or of its pending copy) that a revision keeps. */
export function pieceFields(name: KindName, row: Record<string, unknown>): PieceFields {
  const names = [...FIELD_NAMES[tableOf(name)], ...REVISION_EXTRA];
  return Object.fromEntries(names.filter((n) => n in row).map((n) => [n, row[n]]));
}

/** The editorial fields of `fields` only (a revision's or a form's), ready to set on the row. */
export function columnsOf(name: KindName, fields: PieceFields): PieceFields {
  return Object.fromEntries(FIELD_NAMES[tableOf(name)].filter((n) => n in fields).map((n) => [n, fields[n]]));
}
