import { CREATIVE_TYPES, DEFAULT_CATEGORY } from "#shared/categories.ts";
import { isStatus } from "#shared/lifecycle.ts";
import { isLayout, type Layout } from "#shared/layouts.ts";
import { articleCreateForm } from "#shared/schemas/article.ts";
import { creativeCreateForm } from "#shared/schemas/creative.ts";
import { pageForm } from "#shared/schemas/page.ts";
import { sportTagsIn, type SportTag } from "#shared/sport-tags.ts";
import { episodeFields } from "#shared/schemas/podcast.ts";
import type { SQL } from "drizzle-orm";
import type { articles, creativePieces, PieceFields, staticPages } from "../../db/schema.ts";
import type { Author } from "../people/bylines.ts";
import { validate } from "../validate.ts";
import type { KindName } from "./kinds.ts";
import { sanitizeContent } from "./sanitize.ts";

type Columns = typeof articles.$inferInsert &
  typeof creativePieces.$inferInsert &
  typeof staticPages.$inferInsert;

/** What lives beside a piece's row and travels with its versions: its people (`authors`, decision
 * 0042) and an article's teams and games on the sports desk (`sports`, decision 0078). */
type Linked = { authors?: Author[]; sports?: SportTag[] };

/** A piece's fields, typed by its kind's Drizzle table (every kind's columns: an article's, a creative
 * piece's, a static page's), and what is linked to it. */
export type Fields = { [K in keyof Columns]?: Columns[K] } & Linked;

/** What a change of a piece sets (the one door, ./door.ts): its fields, each a value or SQL that the
 * database computes. */
export type PieceValues = { [K in keyof Columns]?: Columns[K] | SQL } & Linked;

type FieldName = keyof Fields;

/** An article that is a podcast episode (issue 41, decision 0074): its show, number and audio file. */
const EPISODE_FIELDS = [
  "podcastShowId",
  "episodeNumber",
  "audioFileId",
] as const satisfies readonly FieldName[];

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
    "layout",
    "headlineOver",
    // A podcast episode's (issue 41, decision 0074).
    ...EPISODE_FIELDS,
    // Its teams and games (issue 42, decision 0078).
    "sports",
  ],
  creative: [
    "title",
    "type",
    "author",
    "authors",
    "excerpt",
    "content",
    "imageUrl",
    "imageAlt",
    "tags",
    "layout",
    "headlineOver",
  ],
  /** A static page (decision 0047): its standfirst is `excerpt`. */
  page: ["title", "excerpt", "content"],
} as const satisfies Record<string, readonly FieldName[]>;

/** `authors` is no column: the piece's people ({id, name}, in order) live in piece_authors, and a
 * revision or a pending copy holds them beside the display byline `author` (decision 0042). Nor is
 * `sports`: an article's live tags live in sport_piece_tags (decision 0078). */

/** A revision's fields: the editorial ones, the status and noindex. */
export const REVISION_EXTRA = ["status", "noindex"] as const satisfies readonly FieldName[];

const tableOf = (name: KindName) =>
  name === "creative" ? "creative" : name === "page" ? "page" : "articles";

/** The editor's form as the columns it sets: checked by the create form's schema (so every limit and
 * message is the create form's), the content sanitized as every write's is. Nothing is required here:
 * a draft may be half written; Publish and Update check their fields. An opinion piece is always in
 * Opinion. */
export function editorFields(name: KindName, input: unknown): Fields {
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
      ...layoutOf(form),
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
    ...layoutOf(form),
    ...validate(episodeFields, input ?? {}),
  };
}

/** A piece's layout (decision 0076); the headline goes over the photo on a long-form page only. */
const layoutOf = (form: { layout: Layout; headlineOver: boolean }) => ({
  layout: form.layout,
  headlineOver: form.layout === "long-form" && form.headlineOver,
});

/** The fields of a row (or of its pending copy) that a revision keeps. */
export function pieceFields(name: KindName, row: Fields): Fields {
  return pick(row, [...FIELD_NAMES[tableOf(name)], ...REVISION_EXTRA]);
}

/** The editorial fields of `fields` only (a revision's or a form's), ready to set on the row. */
export function columnsOf(name: KindName, fields: Fields): Fields {
  return pick(fields, FIELD_NAMES[tableOf(name)]);
}

function pick(from: Fields, names: readonly FieldName[]): Fields {
  const out: Fields = {};
  for (const n of names) if (n in from) Object.assign(out, { [n]: from[n] });
  return out;
}

const isAuthor = (a: unknown): a is Author =>
  typeof a === "object" &&
  a !== null &&
  "id" in a &&
  typeof a.id === "string" &&
  "name" in a &&
  typeof a.name === "string";

/** The fields a revision or a pending copy holds (JSON the database keeps), each checked against its
 * column's type: a value of another type is left out. */
export function fieldsOf(json: PieceFields | null | undefined): Fields {
  const out: Fields = {};
  for (const [k, v] of Object.entries(json ?? {})) {
    switch (k) {
      case "title":
      case "slug":
      case "excerpt":
      case "content":
      case "category":
      case "author":
      case "imageAlt":
        if (typeof v === "string") out[k] = v;
        break;
      case "imageUrl":
      case "imageCaption":
        if (typeof v === "string" || v === null) out[k] = v;
        break;
      case "featured":
      case "noindex":
      case "headlineOver":
        if (typeof v === "boolean") out[k] = v;
        break;
      case "layout":
        if (isLayout(v)) out.layout = v;
        break;
      case "type":
        out.type = CREATIVE_TYPES.find((t) => t === v) ?? out.type;
        break;
      case "status":
        if (isStatus(v)) out.status = v;
        break;
      case "tags":
        if (Array.isArray(v) && v.every((t): t is string => typeof t === "string")) out.tags = v;
        break;
      case "authors":
        if (Array.isArray(v)) out.authors = v.filter(isAuthor);
        break;
      case "sports":
        if (Array.isArray(v)) out.sports = sportTagsIn(v);
        break;
      case "podcastShowId":
      case "audioFileId":
        if (typeof v === "string" || v === null) out[k] = v;
        break;
      case "episodeNumber":
        if (Number.isInteger(v) || v === null) out.episodeNumber = v as number | null;
        break;
    }
  }
  return out;
}
