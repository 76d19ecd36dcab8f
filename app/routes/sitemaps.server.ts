import type { AppLoadContext } from "react-router";
import { DEDICATED_CATEGORY_PATHS, SHARED_CATEGORY_PATHS } from "#shared/categories.ts";
import { FOOTER_LINKS } from "~/lib/navigation.ts";
import { xmlDocument, xmlResponse, type XmlElement } from "~/lib/xml.ts";
import {
  listArticlesForNewsSitemap,
  listArticlesForSitemap,
} from "../../server/modules/articles/feed-queries.ts";
import { archiveForSitemap } from "../../server/modules/newsletter/archive.ts";
import { listAuthorsForSitemap } from "../../server/modules/people/author-page.ts";
import { editionsForSitemap } from "../../server/modules/print/public.ts";
import { getSiteIdentity } from "../../server/modules/settings/site-settings.ts";
import { authorHref } from "#shared/people.ts";

/** Google News lists articles of the last two days. */
const NEWS_WINDOW_MS = 2 * 24 * 60 * 60 * 1000;
export const NEWS_SITEMAP_PATH = "/news-sitemap.xml";

const SITEMAP_NS = "http://www.sitemaps.org/schemas/sitemap/0.9";

const urlset = (url: XmlElement[], namespaces: XmlElement = {}) =>
  xmlResponse(xmlDocument({ urlset: { "@xmlns": SITEMAP_NS, ...namespaces, url } }));

export async function sitemap({ services: { db, config } }: AppLoadContext): Promise<Response> {
  const base = config.publicUrl;
  const pages = [
    "/",
    "/creative",
    ...[...DEDICATED_CATEGORY_PATHS, ...SHARED_CATEGORY_PATHS].map((p) => `/${p}`),
    ...FOOTER_LINKS.map((l) => l.to),
  ];
  const [articles, authors, issues, editions] = await Promise.all([
    listArticlesForSitemap(db),
    listAuthorsForSitemap(db),
    archiveForSitemap(db),
    editionsForSitemap(db),
  ]);
  return urlset([
    ...[...new Set(pages)].map((p) => ({ loc: base + p })),
    ...articles.map((a) => ({ loc: `${base}/article/${a.slug}`, lastmod: a.updatedAt.toISOString() })),
    ...authors.map((a) => ({ loc: `${base}${authorHref(a.slug)}` })),
    { loc: `${base}/newsletter/archive` },
    ...issues.map((i) => ({ loc: `${base}/newsletter/archive/${i.id}` })),
    ...editions.map((e) => ({ loc: base + e.path, lastmod: e.updatedAt.toISOString() })),
  ]);
}

/** The Google News sitemap: the articles published in the last two days, under the saved site name. */
export async function newsSitemap({ services: { db, config } }: AppLoadContext): Promise<Response> {
  const base = config.publicUrl;
  const since = new Date(Date.now() - NEWS_WINDOW_MS);
  const [{ siteName }, articles] = await Promise.all([
    getSiteIdentity(db),
    listArticlesForNewsSitemap(db, since),
  ]);
  const publication = { "news:name": siteName, "news:language": "en" };
  return urlset(
    articles.map((a) => ({
      loc: `${base}/article/${a.slug}`,
      "news:news": {
        "news:publication": publication,
        "news:publication_date": a.publishedAt.toISOString(),
        "news:title": a.title,
      },
    })),
    { "@xmlns:news": "http://www.google.com/schemas/sitemap-news/0.9" },
  );
}

export function robots({ services: { config } }: AppLoadContext): Response {
  const base = config.publicUrl;
  return new Response(
    `User-agent: *\nDisallow: /admin\nDisallow: /account\nDisallow: /api/\nDisallow: /auth/\n\nSitemap: ${base}/sitemap.xml\nSitemap: ${base}${NEWS_SITEMAP_PATH}\n`,
    { headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" } },
  );
}
