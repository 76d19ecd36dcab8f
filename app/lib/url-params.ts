import { z } from "#shared/zod.ts";

// Reading a public page's query on the server: anything unreadable is treated as absent, so a
// hand-edited or generated URL never breaks the page (nor answers 500).

/** The highest page a list's URL may ask for. Past the end is an empty page or the last one; the cap
 * keeps the offset arithmetic within what the database takes. */
export const MAX_PAGE = 1_000_000;

/** `?page=` as a page number: 1 when absent or not a whole number of digits ('2.5', '1e30', '-1'). */
export function pageNumber(text: string | null | undefined): number {
  if (!text || !/^\d+$/.test(text)) return 1;
  return Math.min(Math.max(1, Number(text)), MAX_PAGE);
}

/** A value the schema cannot read becomes the fallback. */
export const lenient = <T extends z.ZodType>(schema: T, fallback: z.output<T>) =>
  z.unknown().transform((value): z.output<T> => {
    const parsed = schema.safeParse(value);
    return parsed.success ? parsed.data : fallback;
  });
