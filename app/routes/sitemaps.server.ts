import type { AppLoadContext } from "react-router";
import { DEDICATED_CATEGORY_PATHS, SHARED_CATEGORY_PATHS } from "#shared/categories.ts";
import { FOOTER_LINKS } from "~/lib/navigation.ts";
import { xmlEscape, xmlResponse } from "~/lib/xml.ts";
import {
  listArticlesForNewsSitemap,
  listArticlesForSitemap,
} from "../../server/modules/articles/feed-queries.ts";
import { getSiteIdentity } from "../../server/modules/settings/site-settings.ts";

/** Google News lists articles of the last two days. */
const NEWS_WINDOW_MS = 2 * 24 * 60 * 60 * 1000;
export const NEWS_SITEMAP_PATH = "/news-sitemap.xml";

const urlset = (namespaces: string, urls: string[]) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"${namespaces}>\n${urls.join("\n")}\n</urlset>\n`;

export async function sitemap({ services: { db, config } }: AppLoadContext): Promise<Response> {
  const base = config.publicUrl;
  const pages = [
    "/",
    "/creative",
    ...[...DEDICATED_CATEGORY_PATHS, ...SHARED_CATEGORY_PATHS].map((p) => `/${p}`),
    ...FOOTER_LINKS.map((l) => l.to),
  ];
  const articles = await listArticlesForSitemap(db);
  return xmlResponse(
    urlset("", [
      ...[...new Set(pages)].map((p) => `<url><loc>${xmlEscape(base + p)}</loc></url>`),
      ...articles.map(
        (a) =>
          `<url><loc>${xmlEscape(`${base}/article/${a.slug}`)}</loc><lastmod>${a.updatedAt.toISOString()}</lastmod></url>`,
      ),
    ]),
  );
}

/** The Google News sitemap: the articles published in the last two days, under the saved site name. */
export async function newsSitemap({ services: { db, config } }: AppLoadContext): Promise<Response> {
  const base = config.publicUrl;
  const since = new Date(Date.now() - NEWS_WINDOW_MS);
  const [{ siteName }, articles] = await Promise.all([
    getSiteIdentity(db),
    listArticlesForNewsSitemap(db, since),
  ]);
  const publication = `<news:publication><news:name>${xmlEscape(siteName)}</news:name><news:language>en</news:language></news:publication>`;
  return xmlResponse(
    urlset(
      ' xmlns:news="http://www.google.com/schemas/sitemap-news/0.9"',
      articles.map(
        (a) =>
          `<url><loc>${xmlEscape(`${base}/article/${a.slug}`)}</loc><news:news>${publication}<news:publication_date>${a.publishedAt.toISOString()}</news:publication_date><news:title>${xmlEscape(a.title)}</news:title></news:news></url>`,
      ),
    ),
  );
}

export function robots({ services: { config } }: AppLoadContext): Response {
  const base = config.publicUrl;
  return new Response(
    `User-agent: *\nDisallow: /admin\nDisallow: /account\nDisallow: /api/\nDisallow: /auth/\n\nSitemap: ${base}/sitemap.xml\nSitemap: ${base}${NEWS_SITEMAP_PATH}\n`,
    { headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" } },
  );
}
