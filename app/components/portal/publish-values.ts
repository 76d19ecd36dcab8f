import {
  CREATIVE_TYPES,
  DEFAULT_CATEGORY,
  isCategory,
  type Category,
  type CreativeType,
} from "#shared/categories.ts";
import type { PublishKind } from "./publish-texts.ts";

/** Everything a create form holds. */
export type PublishValues = {
  type: CreativeType;
  title: string;
  slug: string;
  excerpt: string;
  author: string;
  category: Category;
  featured: boolean;
  imageUrl: string | null;
  imageCaption: string;
  tags: string;
  content: string;
};

/** A fresh form (SPEC.md §4): category Politics (Opinion for an opinion piece), type poetry, not featured. */
export function emptyValues(kind: PublishKind): PublishValues {
  return {
    type: CREATIVE_TYPES[0],
    title: "",
    slug: "",
    excerpt: "",
    author: "",
    category: kind === "opinion" ? "Opinion" : DEFAULT_CATEGORY,
    featured: false,
    imageUrl: null,
    imageCaption: "",
    tags: "",
    content: "",
  };
}

export function isUntouched(values: PublishValues, kind: PublishKind): boolean {
  const empty = emptyValues(kind);
  return (Object.keys(empty) as (keyof PublishValues)[]).every((k) => values[k] === empty[k]);
}

/** A piece's fields (the server's, a revision's, the backstop's) laid over a fresh form, field by field, keeping only values of the right kind. */
export function withDraft(
  kind: PublishKind,
  saved: Partial<Record<keyof PublishValues, unknown>>,
): PublishValues {
  const values = emptyValues(kind);
  for (const key of Object.keys(values) as (keyof PublishValues)[]) {
    const raw = saved[key];
    // The server keeps tags as a list; the form as text.
    const value = key === "tags" && Array.isArray(raw) ? raw.join(", ") : raw;
    if (
      key === "imageUrl" ? typeof value === "string" || value === null : typeof value === typeof values[key]
    ) {
      (values as Record<string, unknown>)[key] = value;
    }
  }
  if (!isCategory(values.category) || kind === "opinion") values.category = emptyValues(kind).category;
  if (!(CREATIVE_TYPES as readonly string[]).includes(values.type)) values.type = CREATIVE_TYPES[0];
  return values;
}
