import { MISSING_REQUIRED_FIELDS } from "../texts.ts";
import { z } from "#shared/zod.ts";
import { CREATIVE_TYPES } from "../categories.ts";
import { isBlankHtml } from "../excerpt.ts";
import { AUTHOR_MAX, CONTENT_MAX, EXCERPT_MAX, imageAlt, layoutFields, TITLE_MAX } from "./article.ts";
import { choice, imageUrl, text } from "./fields.ts";

/** The toast of SPEC.md §5 when Update Creative is pressed with a required field empty. */
export const MISSING_FOR_CREATIVE_UPDATE = {
  title: MISSING_REQUIRED_FIELDS,
  message: "Please fill in title, content, and author",
} as const;

const TYPE_MESSAGE = "Please choose a creative type from the list";

/** Create Creative Piece, as the form posts it: type (default poetry), title, author, excerpt, content,
 * imageUrl, imageAlt. Title, content, author and image are required (missingForPublish in ./article.ts). */
export const creativeCreateForm = z.object({
  type: choice(CREATIVE_TYPES, "poetry", TYPE_MESSAGE),
  title: text(TITLE_MAX, "The title"),
  author: text(AUTHOR_MAX, "The author"),
  excerpt: text(EXCERPT_MAX, "The summary"),
  content: text(CONTENT_MAX, "The content"),
  imageUrl,
  imageAlt,
  ...layoutFields,
});

export type CreativeCreateForm = z.input<typeof creativeCreateForm>;

/** Edit Creative Piece: the create form's fields plus id. A missing type keeps the piece's own; an
 * empty summary is generated again from the content; tags are kept as they are. */
export const creativeUpdateForm = z.object({
  id: z.string({ message: "Creative piece not found" }),
  type: z.preprocess(
    (v) => (v === "" ? undefined : v),
    z.enum(CREATIVE_TYPES, { message: TYPE_MESSAGE }).optional(),
  ),
  title: text(TITLE_MAX, "The title"),
  author: text(AUTHOR_MAX, "The author"),
  excerpt: text(EXCERPT_MAX, "The summary"),
  content: text(CONTENT_MAX, "The content"),
  imageUrl,
  imageAlt,
});

export type CreativeUpdateForm = z.input<typeof creativeUpdateForm>;

/** The fields Update Creative needs (SPEC.md §5); the button stays disabled while any is empty. */
export function missingForCreativeUpdate(v: {
  title?: string | null;
  content?: string | null;
  author?: string | null;
}): ("title" | "content" | "author")[] {
  const missing: ("title" | "content" | "author")[] = [];
  if (!v.title?.trim()) missing.push("title");
  if (!v.content || isBlankHtml(v.content)) missing.push("content");
  if (!v.author?.trim()) missing.push("author");
  return missing;
}

/** Manage Creative Pieces' query: search text, page. */
export const adminCreativeQuery = z.object({
  q: z.string().trim().max(200).optional().catch(undefined),
  page: z.coerce.number().int().catch(1).default(1),
});
