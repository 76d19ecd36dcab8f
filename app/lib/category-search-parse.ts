import { z } from "#shared/zod.ts";
import { CREATIVE_TYPES } from "#shared/categories.ts";
import type { CategorySearch, CreativeSearch } from "./category-search.ts";
import { isIsoDay } from "#shared/dates.ts";
import { lenient, pageNumber } from "./url-params.ts";

// Reading the search out of a URL needs zod, which the browser never has to load: the pages only write
// URLs (category-search.ts); the server reads them.

const MAX_QUERY_LENGTH = 200;

const categorySearchSchema = z.object({
  q: lenient(
    z
      .string()
      .trim()
      .transform((q) => q.slice(0, MAX_QUERY_LENGTH)),
    "",
  ),
  date: lenient(z.string().refine(isIsoDay).nullable(), null),
});

export function parseCategorySearch(params: URLSearchParams): CategorySearch {
  return {
    ...categorySearchSchema.parse({ q: params.get("q") ?? "", date: params.get("date") }),
    page: pageNumber(params.get("page")),
  };
}

const creativeSearchSchema = z.object({
  type: lenient(z.enum(CREATIVE_TYPES).nullable(), null),
  piece: lenient(z.guid().nullable(), null),
});

export function parseCreativeSearch(params: URLSearchParams): CreativeSearch {
  return {
    ...creativeSearchSchema.parse({ type: params.get("type"), piece: params.get("piece") }),
    page: pageNumber(params.get("page")),
  };
}
