import { z } from "zod";
import { isIsoDay } from "#shared/dates.ts";
import {
  SEARCH_MAX_LENGTH,
  SEARCH_PERIODS,
  SEARCH_SECTIONS,
  type SearchPeriod,
  type SiteSearch,
} from "#shared/search.ts";

// The search page's URL, read on the server: anything unreadable is treated as absent, as the category
// pages do (category-search-parse.ts), so a hand-edited URL never breaks the page.

const lenient = <T extends z.ZodType>(schema: T, fallback: z.output<T>) =>
  z.unknown().transform((value): z.output<T> => {
    const parsed = schema.safeParse(value);
    return parsed.success ? parsed.data : fallback;
  });

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
  page: lenient(
    z.coerce
      .number()
      .int()
      .min(1)
      .transform((n) => Math.min(n, 1_000_000)),
    1,
  ),
});

export function parseSiteSearch(params: URLSearchParams): SiteSearch {
  return schema.parse({
    q: params.get("q") ?? "",
    section: params.get("section"),
    period: params.get("period"),
    from: params.get("from"),
    to: params.get("to"),
    page: params.get("page") ?? 1,
  });
}
