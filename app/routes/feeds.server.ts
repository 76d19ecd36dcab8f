import type { AppLoadContext } from "react-router";
import { DEDICATED_CATEGORY_PATHS, SHARED_CATEGORY_PATHS, isCategory } from "~/lib/categories.ts";
import { categoryFromPath } from "~/lib/categories.ts";
import { FOOTER_LINKS } from "~/lib/navigation.ts";
import { xmlEscape, xmlResponse } from "~/lib/xml.ts";
import { listArticlesForSitemap } from "../../server/modules/articles/feed-queries.ts";
import { listArticlesByCategory, listLatestArticles } from "../../server/modules/articles/queries.ts";
import { getSiteIdentity } from "../../server/modules/settings/site-settings.ts";

const FEED_SIZE = 20;

export async function sitemap({ services: { db, config } }: AppLoadContext): Promise<Response> {
  const base = config.publicUrl;
  const pages = [
    "/",
    "/creative",
    ...[...DEDICATED_CATEGORY_PATHS, ...SHARED_CATEGORY_PATHS].map((p) => `/${p}`),
    ...FOOTER_LINKS.map((l) => l.to),
  ];
  const articles = await listArticlesForSitemap(db);
  const urls = [
    ...[...new Set(pages)].map((p) => `<url><loc>${xmlEscape(base + p)}</loc></url>`),
    ...articles.map(
      (a) =>
        `<url><loc>${xmlEscape(`${base}/article/${a.slug}`)}</loc><lastmod>${a.updatedAt.toISOString()}</lastmod></url>`,
    ),
  ];
  return xmlResponse(
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`,
  );
}

export function robots({ services: { config } }: AppLoadContext): Response {
  return new Response(
    `User-agent: *\nDisallow: /admin\nDisallow: /account\nDisallow: /api/\nDisallow: /auth/\n\nSitemap: ${config.publicUrl}/sitemap.xml\n`,
    { headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" } },
  );
}

/** RSS 2.0 of the latest articles: all of them, or of one category (`/feeds/politics.xml`). */
export async function rss(
  { services: { db, config } }: AppLoadContext,
  file?: string,
): Promise<Response | null> {
  const segment = file?.replace(/\.xml$/, "");
  const category = segment ? categoryFromPath(segment) : null;
  if (category && !isCategory(category)) return null;
  const [{ siteName, siteTagline }, items] = await Promise.all([
    getSiteIdentity(db),
    category ? listArticlesByCategory(db, category, FEED_SIZE) : listLatestArticles(db, FEED_SIZE),
  ]);
  const base = config.publicUrl;
  const self = category ? `${base}/feeds/${segment}.xml` : `${base}/rss.xml`;
  const title = category ? `${siteName}: ${category}` : siteName;
  const entries = items.map((a) => {
    const link = `${base}/article/${a.slug}`;
    return `<item><title>${xmlEscape(a.title)}</title><link>${xmlEscape(link)}</link><guid isPermaLink="true">${xmlEscape(link)}</guid><description>${xmlEscape(a.excerpt)}</description><category>${xmlEscape(a.category)}</category><dc:creator>${xmlEscape(a.author)}</dc:creator>${a.publishedAt ? `<pubDate>${a.publishedAt.toUTCString()}</pubDate>` : ""}</item>`;
  });
  return xmlResponse(
    `<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">\n<channel><title>${xmlEscape(title)}</title><link>${xmlEscape(base + (segment ? `/${segment}` : "/"))}</link><description>${xmlEscape(siteTagline)}</description><language>en</language><atom:link href="${xmlEscape(self)}" rel="self" type="application/rss+xml"/>\n${entries.join("\n")}\n</channel>\n</rss>\n`,
    "application/rss+xml",
  );
}
