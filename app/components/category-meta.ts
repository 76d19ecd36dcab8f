import type { MetaDescriptor } from "react-router";
import { pageMeta } from "~/lib/meta.ts";

type Matches = Parameters<typeof pageMeta>[0];

/** Title and description of a category page. A search or a date filter is a view of the section,
 * not a page of its own, so search engines are asked not to index it. */
export function categoryMeta(
  matches: Matches,
  data: { title: string; search: { q: string; date: string | null } } | undefined,
  intro?: string,
): MetaDescriptor[] {
  if (!data) return pageMeta(matches, { title: "Page not found" });
  const description = intro ?? `The latest ${data.title.toLowerCase()} stories, newest first.`;
  const filtered = data.search.q !== "" || data.search.date !== null;
  return [
    ...pageMeta(matches, { title: data.title, description }),
    ...(filtered ? [{ name: "robots", content: "noindex, follow" }] : []),
  ];
}
