import { CATEGORIES, type Category, type CreativeType } from "#shared/categories.ts";

/** What a category page shows, as kept in its URL: `?q=&date=&page=`. */
export type CategorySearch = { q: string; date: string | null; page: number };

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

/** Path segments whose pages list other categories than the one they name (decision 0002): Technology
 * and Style are no categories and show Science and Lifestyle; General is one (the 15th) but its page,
 * the home page's trending chip, shows every category (null), General's own articles among them. */
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

export function serializeCreativeSearch({ type, page, piece }: Partial<CreativeSearch>): string {
  const params = new URLSearchParams();
  if (type) params.set("type", type);
  if (page && page > 1) params.set("page", String(page));
  if (piece) params.set("piece", piece);
  const search = params.toString();
  return search ? `?${search}` : "";
}
