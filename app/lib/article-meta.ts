import type { MetaDescriptor } from "react-router";
import { siteNameFrom } from "./meta.ts";

type Article = {
  title: string;
  slug: string;
  excerpt: string;
  author: string;
  imageUrl: string | null;
  publishedAt: Date | string | null;
  updatedAt: Date | string;
  category: string;
};

const absolute = (url: string, base: string) => (url.startsWith("/") ? `${base}${url}` : url);

/** Search and sharing metadata of an article: Open Graph, Twitter card, JSON-LD NewsArticle (the
 * canonical link comes from the root layout, as for every page). */
export function articleMeta(
  matches: ReadonlyArray<{ id: string; data?: unknown } | undefined>,
  article: Article,
  publicUrl: string,
): MetaDescriptor[] {
  const siteName = siteNameFrom(matches);
  const url = `${publicUrl}/article/${article.slug}`;
  const image = article.imageUrl ? absolute(article.imageUrl, publicUrl) : undefined;
  const published = article.publishedAt ? new Date(article.publishedAt).toISOString() : undefined;
  return [
    { title: `${article.title} | ${siteName}` },
    { name: "description", content: article.excerpt },
    { property: "og:type", content: "article" },
    { property: "og:site_name", content: siteName },
    { property: "og:title", content: article.title },
    { property: "og:description", content: article.excerpt },
    { property: "og:url", content: url },
    ...(image ? [{ property: "og:image", content: image }] : []),
    ...(published ? [{ property: "article:published_time", content: published }] : []),
    { property: "article:section", content: article.category },
    { name: "twitter:card", content: image ? "summary_large_image" : "summary" },
    { name: "twitter:title", content: article.title },
    { name: "twitter:description", content: article.excerpt },
    {
      "script:ld+json": {
        "@context": "https://schema.org",
        "@type": "NewsArticle",
        headline: article.title,
        description: article.excerpt,
        datePublished: published,
        dateModified: new Date(article.updatedAt).toISOString(),
        author: [{ "@type": "Person", name: article.author }],
        publisher: { "@type": "Organization", name: siteName },
        ...(image ? { image: [image] } : {}),
        mainEntityOfPage: url,
      },
    },
  ];
}
