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
