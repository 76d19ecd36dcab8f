import type { MetaDescriptor } from "react-router";
import { DEFAULT_SITE_NAME } from "#shared/constants.ts";

type Matches = ReadonlyArray<{ id: string; data?: unknown } | undefined>;

type RootData = { site?: { siteName?: string }; publicUrl?: string } | undefined;

const rootData = (matches: Matches) => matches.find((m) => m?.id === "root")?.data as RootData;

export function siteNameFrom(matches: Matches): string {
  return rootData(matches)?.site?.siteName ?? DEFAULT_SITE_NAME;
}

/** PUBLIC_URL without a trailing slash, as the root loader passes it; '' before the root has data. */
export function publicUrlFrom(matches: Matches): string {
  return rootData(matches)?.publicUrl ?? "";
}

/** A page's document title: 'Title | Site name', or the site's name alone. */
export function pageTitle(matches: Matches, title?: string): string {
  const siteName = siteNameFrom(matches);
  return title ? `${title} | ${siteName}` : siteName;
}

/** Title and description for a page; the site name comes from the settings. */
export function pageMeta(
  matches: Matches,
  { title, description }: { title?: string; description?: string },
): MetaDescriptor[] {
  const siteName = siteNameFrom(matches);
  return [
    { title: pageTitle(matches, title) },
    ...(description ? [{ name: "description", content: description }] : []),
    { property: "og:site_name", content: siteName },
    { property: "og:title", content: title ?? siteName },
    ...(description ? [{ property: "og:description", content: description }] : []),
  ];
}

/** Pages for one person (account, portal, links from e-mails): titled, and kept out of search engines. */
export function privateMeta(matches: Matches, title: string): MetaDescriptor[] {
  return [...pageMeta(matches, { title }), { name: "robots", content: "noindex" }];
}
