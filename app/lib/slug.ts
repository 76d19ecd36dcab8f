/** Lowercase, runs of non-alphanumerics become one hyphen, no leading or trailing hyphen (SPEC.md §4). */
export function slugify(title: string): string {
  return title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}
