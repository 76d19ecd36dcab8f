/** Lowercase, runs of non-alphanumerics become one hyphen, no leading or trailing hyphen (SPEC.md §4). */
export function slugify(title: string): string {
  return title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** The slug field after the title changed (SPEC.md §4): it follows the title while it is empty or still
 * the slug of the previous title; once edited by hand, it stays. */
export function followTitle(slug: string, previousTitle: string, title: string): string {
  return slug === "" || slug === slugify(previousTitle) ? slugify(title) : slug;
}

/** What separates the words of a name in its slug: white space and punctuation of the scripts our writers
 * use (ASCII, Latin-1, general and CJK punctuation, the Devanagari/Bengali danda, Burmese section marks).
 * Migration 0013 uses the same class in SQL. */
const NAME_SEPARATORS = /[\s!-/:-@[-`{-~\u00a0-\u00bf\u2000-\u206f\u3000-\u303f\u0964\u0965\u104a\u104b]+/g;

/** A person's slug (`/author/:slug`): lowercase, Latin accents dropped ('José' → 'jose'), every other
 * script kept as it is written, so that a Bengali, Hindi or Burmese name stays readable
 * ('রহিম উদ্দিন' → 'রহিম-উদ্দিন'); never empty ('person' when a name has no letters at all). */
export function nameSlug(name: string): string {
  const slug = name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .normalize("NFC")
    .toLowerCase()
    .replace(NAME_SEPARATORS, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 80)
    .replace(/-+$/, "");
  return slug || "person";
}
