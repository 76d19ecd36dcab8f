import { z } from "zod";
import { CREATIVE_TYPES } from "#shared/categories.ts";
import type { CategorySearch, CreativeSearch } from "./category-search.ts";
import { isIsoDay } from "#shared/dates.ts";

// Reading the search out of a URL needs zod, which the browser never has to load: the pages only write
// URLs (category-search.ts); the server reads them.

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
