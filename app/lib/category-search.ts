import { z } from "zod";
import { CATEGORIES, CREATIVE_TYPES, type Category, type CreativeType } from "./categories.ts";
import { isIsoDay } from "./dates.ts";

/** What a category page shows, as kept in its URL: `?q=&date=&page=`. */
export type CategorySearch = { q: string; date: string | null; page: number };

const MAX_QUERY_LENGTH = 200;

/** A value that cannot be read is treated as absent: a hand-edited URL never breaks the page. */
const lenient = <T extends z.ZodType>(schema: T, fallback: z.output<T>) =>
  z.unknown().transform((value): z.output<T> => {
    const parsed = schema.safeParse(value);
    return parsed.success ? parsed.data : fallback;
  });

/** Past the end is the last page (the query clamps it); the cap only keeps the offset arithmetic sane. */
const pageParam = z.coerce
  .number()
  .int()
  .min(1)
  .transform((n) => Math.min(n, 1_000_000));

const categorySearchSchema = z.object({
  q: lenient(
    z
      .string()
      .trim()
      .transform((q) => q.slice(0, MAX_QUERY_LENGTH)),
    "",
  ),
  date: lenient(z.string().refine(isIsoDay).nullable(), null),
  page: lenient(pageParam, 1),
});

export function parseCategorySearch(params: URLSearchParams): CategorySearch {
  return categorySearchSchema.parse({
    q: params.get("q") ?? "",
    date: params.get("date"),
    page: params.get("page") ?? 1,
  });
}

/** '?q=…&date=…&page=…' without the parts that say nothing (empty text, no date, page 1); '' when all
 * are defaults. */
export function serializeCategorySearch({ q, date, page }: Partial<CategorySearch>): string {
  const params = new URLSearchParams();
  const text = q?.trim();
  if (text) params.set("q", text);
  if (date) params.set("date", date);
  if (page && page > 1) params.set("page", String(page));
  const search = params.toString();
  return search ? `?${search}` : "";
}

/** Path segments whose name is not one of the 14 categories, and what their pages list instead:
 * Technology shows Science, Style shows Lifestyle and General shows every category (null). */
const CATEGORY_ALIASES: Record<string, readonly Category[] | null> = {
  technology: ["Science"],
  style: ["Lifestyle"],
  general: null,
};

/** The categories a page at `/{segment}` lists; null for all of them. */
export function categoriesForPath(segment: string): readonly Category[] | null {
  if (segment in CATEGORY_ALIASES) return CATEGORY_ALIASES[segment]!;
  const category = CATEGORIES.find((c) => c.toLowerCase() === segment.toLowerCase());
  return category ? [category] : [];
}

export function searchPlaceholder(segment: string): string {
  return `Search ${segment.toLowerCase()} articles...`;
}

/** What the creative page shows, as kept in its URL: `?type=&page=&piece=`. */
export type CreativeSearch = { type: CreativeType | null; page: number; piece: string | null };

const creativeSearchSchema = z.object({
  type: lenient(z.enum(CREATIVE_TYPES).nullable(), null),
  page: lenient(pageParam, 1),
  piece: lenient(z.guid().nullable(), null),
});

export function parseCreativeSearch(params: URLSearchParams): CreativeSearch {
  return creativeSearchSchema.parse({
    type: params.get("type"),
    page: params.get("page") ?? 1,
    piece: params.get("piece"),
  });
}

export function serializeCreativeSearch({ type, page, piece }: Partial<CreativeSearch>): string {
  const params = new URLSearchParams();
  if (type) params.set("type", type);
  if (page && page > 1) params.set("page", String(page));
  if (piece) params.set("piece", piece);
  const search = params.toString();
  return search ? `?${search}` : "";
}
