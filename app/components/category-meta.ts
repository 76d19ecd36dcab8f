import type { MetaDescriptor } from "react-router";
import { pageMeta, publicUrlFrom, siteNameFrom } from "~/lib/meta.ts";

type Matches = Parameters<typeof pageMeta>[0];

/** A category's own RSS feed (app/routes/feeds.server.ts), absolute from PUBLIC_URL. */
export function categoryFeedLink(matches: Matches, segment: string, title: string): MetaDescriptor {
  return {
    tagName: "link",
    rel: "alternate",
    type: "application/rss+xml",
    title: `${siteNameFrom(matches)}: ${title}`,
    href: `${publicUrlFrom(matches)}/feeds/${segment}.xml`,
  };
}

/** Title and description of a category page, and the link to its feed. A search or a date filter is a
 * view of the section, not a page of its own, so search engines are asked not to index it. */
export function categoryMeta(
  matches: Matches,
  data: { segment: string; title: string; search: { q: string; date: string | null } } | undefined,
  intro?: string,
): MetaDescriptor[] {
  if (!data) return pageMeta(matches, { title: "Page not found" });
  const description = intro ?? `The latest ${data.title.toLowerCase()} stories, newest first.`;
  const filtered = data.search.q !== "" || data.search.date !== null;
  return [
    ...pageMeta(matches, { title: data.title, description }),
    categoryFeedLink(matches, data.segment, data.title),
    ...(filtered ? [{ name: "robots", content: "noindex, follow" }] : []),
  ];
}
