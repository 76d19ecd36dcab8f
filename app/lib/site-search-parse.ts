import { z } from "#shared/zod.ts";
import { isIsoDay } from "#shared/dates.ts";
import {
  SEARCH_MAX_LENGTH,
  SEARCH_PERIODS,
  SEARCH_SECTIONS,
  type SearchPeriod,
  type SiteSearch,
} from "#shared/search.ts";
import { lenient, pageNumber } from "./url-params.ts";

// The search page's URL, read on the server: anything unreadable is treated as absent, as the category
// pages do (category-search-parse.ts), so a hand-edited URL never breaks the page.

const day = lenient(z.string().refine(isIsoDay).nullable(), null);
const schema = z.object({
  q: lenient(
    z.string().transform((q) => q.trim().slice(0, SEARCH_MAX_LENGTH).trim()),
    "",
  ),
  section: lenient(
    z
      .string()
      .refine((s) => SEARCH_SECTIONS.some((x) => x.value === s))
      .nullable(),
    null,
  ),
  period: lenient(z.enum(Object.keys(SEARCH_PERIODS) as [SearchPeriod, ...SearchPeriod[]]).nullable(), null),
  from: day,
  to: day,
});

export function parseSiteSearch(params: URLSearchParams): SiteSearch {
  const page = pageNumber(params.get("page"));
  return {
    page,
    ...schema.parse({
      q: params.get("q") ?? "",
      section: params.get("section"),
      period: params.get("period"),
      from: params.get("from"),
      to: params.get("to"),
    }),
  };
}
