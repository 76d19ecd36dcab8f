/** People and bylines (issue 26, decision 0042): what the public site and the portal share. */

/** A byline as a page shows it: the name, linked to the person's page. */
export type BylinePerson = { name: string; slug: string };

/** At most this many people in one byline. */
export const MAX_AUTHORS = 6;

/** The display byline written into a piece's `author` column: 'A', 'A and B', 'A, B and C'. */
export function bylineText(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? "";
  return `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
}

/** A person's page. The slug may hold letters of any script: it is encoded for the address. */
export const authorHref = (slug: string) => `/author/${encodeURIComponent(slug)}`;

/** Pieces on one page of an author page. */
export const AUTHOR_PAGE_SIZE = 20;

/** The photographs an author page shows (decision 0071): the person's newest published ones. */
export const AUTHOR_PHOTOS_SHOWN = 12;
