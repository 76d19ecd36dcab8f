import {
  CREATIVE_TYPES,
  DEFAULT_CATEGORY,
  isCategory,
  type Category,
  type CreativeType,
} from "#shared/categories.ts";
import { bylineText } from "#shared/people.ts";
import { DEFAULT_LAYOUT, isLayout, type Layout } from "#shared/layouts.ts";
import { sportTagsIn, type SportTag } from "#shared/sport-tags.ts";
import type { PublishKind } from "./publish-texts.ts";

/** A person of the byline: one in People (with their id), or a name to add (issue 26). */
export type BylineAuthor = { id?: string; name: string };

/** Everything a create form holds. */
export type PublishValues = {
  type: CreativeType;
  title: string;
  slug: string;
  excerpt: string;
  /** The display byline ('A and B'), written from `authors`. */
  author: string;
  authors: BylineAuthor[];
  category: Category;
  featured: boolean;
  imageUrl: string | null;
  imageCaption: string;
  /** The image described for readers who cannot see it (issue 36). */
  imageAlt: string;
  tags: string;
  content: string;
  /** How readers see it (decision 0076), and a long-form page's headline over its photo. */
  layout: Layout;
  headlineOver: boolean;
  /** A podcast episode's (decision 0074): its show, number and audio file; "" when none. */
  podcastShowId: string;
  episodeNumber: string;
  audioFileId: string;
  /** An article's teams and games on the sports desk (decision 0078). */
  sports: SportTag[];
};

/** The episode's fields, which the server keeps as ids and a number (or null). */
const EPISODE_KEYS: readonly (keyof PublishValues)[] = ["podcastShowId", "episodeNumber", "audioFileId"];

/** A fresh form (SPEC.md §4): category Politics (Opinion for an opinion piece), type poetry, not featured. */
export function emptyValues(kind: PublishKind): PublishValues {
  return {
    type: CREATIVE_TYPES[0],
    title: "",
    slug: "",
    excerpt: "",
    author: "",
    authors: [],
    category: kind === "opinion" ? "Opinion" : DEFAULT_CATEGORY,
    featured: false,
    imageUrl: null,
    imageCaption: "",
    imageAlt: "",
    tags: "",
    content: "",
    layout: DEFAULT_LAYOUT,
    headlineOver: false,
    podcastShowId: "",
    episodeNumber: "",
    audioFileId: "",
    sports: [],
  };
}

/** Nothing written yet: the byline alone (the writer's own, by default) is no piece to save. */
export function isUntouched(values: PublishValues, kind: PublishKind): boolean {
  const empty = emptyValues(kind);
  return (Object.keys(empty) as (keyof PublishValues)[]).every(
    (k) =>
      k === "author" || k === "authors" || (k === "sports" ? !values.sports.length : values[k] === empty[k]),
  );
}

/** The byline's people as the form keeps them, from a piece's `authors` (the server's, a revision's,
 * the backstop's); a piece from before bylines were people names its author in `author`. */
function authorsOf(raw: unknown, author: unknown): BylineAuthor[] {
  if (Array.isArray(raw))
    return raw.flatMap((a: unknown) => {
      const { id, name } = (a ?? {}) as Record<string, unknown>;
      return typeof name === "string" && name ? [typeof id === "string" ? { id, name } : { name }] : [];
    });
  return typeof author === "string" && author.trim() ? [{ name: author.trim() }] : [];
}

/** The form's values with these people in the byline, and its display line. */
export function withAuthors(values: PublishValues, authors: BylineAuthor[]): PublishValues {
  return { ...values, authors, author: bylineText(authors.map((a) => a.name)) };
}

/** A piece's fields (the server's, a revision's, the backstop's) laid over a fresh form, field by field, keeping only values of the right kind. */
export function withDraft(
  kind: PublishKind,
  saved: Partial<Record<keyof PublishValues, unknown>>,
): PublishValues {
  const values = emptyValues(kind);
  for (const key of Object.keys(values) as (keyof PublishValues)[]) {
    if (key === "authors") continue;
    if (key === "sports") {
      values.sports = sportTagsIn(saved.sports);
      continue;
    }
    const raw = saved[key];
    // The server keeps tags as a list; the form as text.
    const value =
      key === "tags" && Array.isArray(raw)
        ? raw.join(", ")
        : EPISODE_KEYS.includes(key) && (typeof raw === "number" || raw === null)
          ? (raw ?? "").toString()
          : raw;
    if (
      key === "imageUrl" ? typeof value === "string" || value === null : typeof value === typeof values[key]
    ) {
      (values as Record<string, unknown>)[key] = value;
    }
  }
  if (!isCategory(values.category) || kind === "opinion") values.category = emptyValues(kind).category;
  if (!(CREATIVE_TYPES as readonly string[]).includes(values.type)) values.type = CREATIVE_TYPES[0];
  if (!isLayout(values.layout)) values.layout = DEFAULT_LAYOUT;
  return withAuthors(values, authorsOf(saved.authors, saved.author));
}
