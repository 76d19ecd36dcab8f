import type { MetaDescriptor } from "react-router";
import type { UploadedImage } from "../../server/modules/media/responsive.ts";
import { summaryOf } from "#shared/excerpt.ts";
import type { ImageCredit } from "#shared/media.ts";
import { authorHref, type BylinePerson } from "#shared/people.ts";
import type { LiveView } from "#shared/live.ts";
import { liveLd } from "./live-meta.ts";
import { DEFAULT_PREVIEW, illustrationPreview, SITE_LOGO, sharingImageMeta } from "#shared/social-images.ts";

/** What every story's metadata names: the saved site name and PUBLIC_URL (no trailing slash). */
export type Site = { siteName: string; publicUrl: string };

type Article = {
  title: string;
  slug: string;
  excerpt: string;
  author: string;
  imageUrl: string | null;
  imageCaption?: string | null;
  /** Its picture described by the writer (issue 36); "" or absent: not described. */
  imageAlt?: string;
  publishedAt: Date | string | null;
  updatedAt: Date | string;
  category: string;
  bylines?: readonly BylinePerson[];
  corrections?: readonly { note: string; createdAt: Date | string }[];
  /** Kept out of search engines (a takedown). */
  noindex?: boolean;
};

type BreakingItem = { id: string; title: string; content: string; createdAt: Date | string };

/** What a story page tells search engines and sharing previews. */
type Story = {
  title: string;
  description: string;
  path: string;
  /** The story's own picture; without one, the publisher's logo stands in. */
  imageUrl: string | null;
  /** Its sharing preview, a 1200 × 630 PNG or JPEG (decision 0020). */
  preview: { path: string; alt: string };
  /** Who took its picture (decision 0071). */
  imageCredit?: ImageCredit | null;
  publishedAt: Date | string | null;
  modifiedAt: Date | string;
  /** A person's name; null when the newsroom itself signs (breaking news). */
  author: string | null;
  /** The people of the byline, each with their page. */
  bylines?: readonly BylinePerson[];
  section?: string;
  /** Its corrections, as schema.org CorrectionComments. */
  corrections?: readonly { note: string; createdAt: Date | string }[];
  noindex?: boolean;
  /** A live blog (decision 0081): a LiveBlogPosting with its entries. */
  live?: LiveView | null;
};

export const absoluteUrl = (url: string, base: string) => (url.startsWith("/") ? `${base}${url}` : url);

const iso = (date: Date | string) => new Date(date).toISOString();

/** The story's picture for JSON-LD: its address, or with a credit an ImageObject that names it
 * (`creditText`, and a person's page as its `creator`). */
function imageLd(url: string, credit: ImageCredit | null | undefined, publicUrl: string) {
  if (!credit) return url;
  return {
    "@type": "ImageObject",
    url,
    creditText: credit.name,
    ...(credit.slug
      ? { creator: { "@type": "Person", name: credit.name, url: `${publicUrl}${authorHref(credit.slug)}` } }
      : {}),
  };
}

/** schema.org Organization of the newsroom: the saved site name and its logo. */
export function publisherLd(siteName: string, publicUrl: string) {
  return {
    "@type": "Organization",
    name: siteName,
    url: `${publicUrl}/`,
    logo: {
      "@type": "ImageObject",
      url: `${publicUrl}${SITE_LOGO.path}`,
      width: SITE_LOGO.width,
      height: SITE_LOGO.height,
    },
  };
}

function storyMeta({ siteName, publicUrl }: Site, story: Story): MetaDescriptor[] {
  const url = `${publicUrl}${story.path}`;
  const image = absoluteUrl(story.imageUrl ?? SITE_LOGO.path, publicUrl);
  const preview = absoluteUrl(story.preview.path, publicUrl);
  const published = story.publishedAt ? iso(story.publishedAt) : undefined;
  const modified = iso(story.modifiedAt);
  const publisher = publisherLd(siteName, publicUrl);
  return [
    { title: `${story.title} | ${siteName}` },
    ...(story.noindex ? [{ name: "robots", content: "noindex" }] : []),
    { name: "description", content: story.description },
    { property: "og:type", content: "article" },
    { property: "og:site_name", content: siteName },
    { property: "og:title", content: story.title },
    { property: "og:description", content: story.description },
    { property: "og:url", content: url },
    ...sharingImageMeta(preview, story.preview.alt),
    ...(published ? [{ property: "article:published_time", content: published }] : []),
    { property: "article:modified_time", content: modified },
    ...(story.section ? [{ property: "article:section", content: story.section }] : []),
    { name: "twitter:title", content: story.title },
    { name: "twitter:description", content: story.description },
    {
      "script:ld+json": {
        "@context": "https://schema.org",
        "@type": story.live ? "LiveBlogPosting" : "NewsArticle",
        headline: story.title,
        description: story.description,
        image: [imageLd(image, story.imageUrl ? story.imageCredit : null, publicUrl)],
        datePublished: published,
        dateModified: modified,
        author: story.bylines?.length
          ? story.bylines.map((p) => ({
              "@type": "Person",
              name: p.name,
              url: `${publicUrl}${authorHref(p.slug)}`,
            }))
          : story.author
            ? [{ "@type": "Person", name: story.author }]
            : [{ "@type": "Organization", name: siteName, url: `${publicUrl}/` }],
        publisher,
        ...(story.section ? { articleSection: story.section } : {}),
        ...(story.corrections?.length
          ? {
              correction: story.corrections.map((c) => ({
                "@type": "CorrectionComment",
                text: c.note,
                datePublished: iso(c.createdAt),
              })),
            }
          : {}),
        mainEntityOfPage: { "@type": "WebPage", "@id": url },
        ...(story.live ? liveLd(story.live, url) : {}),
      },
    },
  ];
}

/** An article's sharing preview (its og:image:alt the article's own alt text, else the library's, else its
 * caption or title): its upload's JPEG preview, else the PNG of its illustration, else the
 * default illustration's PNG (an upload from before previews, an image linked by address, none). */
function articlePreview(article: Article, upload: UploadedImage | null) {
  const alt = article.imageAlt || upload?.altText || article.imageCaption || article.title;
  if (upload?.preview) return { path: upload.preview.url, alt };
  const illustration = illustrationPreview(article.imageUrl);
  return illustration ? { path: illustration, alt } : DEFAULT_PREVIEW;
}

/** Search and sharing metadata of an article, made by its loader (so none of this ships to the browser): Open Graph, Twitter card, JSON-LD NewsArticle (the
 * canonical link comes from the root layout, as for every page). */
export function articleMeta(
  site: Site,
  article: Article,
  upload: UploadedImage | null,
  live: LiveView | null = null,
): MetaDescriptor[] {
  return storyMeta(site, {
    title: article.title,
    description: article.excerpt,
    path: `/article/${article.slug}`,
    imageUrl: article.imageUrl,
    preview: articlePreview(article, upload),
    imageCredit: upload?.credit,
    publishedAt: article.publishedAt,
    modifiedAt: article.updatedAt,
    author: article.author,
    bylines: article.bylines,
    section: article.category,
    corrections: article.corrections,
    noindex: article.noindex,
    live,
    // A live blog is modified with each entry.
    ...(live && live.updatedAt > new Date(article.updatedAt).toISOString()
      ? { modifiedAt: live.updatedAt }
      : {}),
  });
}

/** A breaking-news item's page (`/article/breaking-news-{id}`, where the ticker links): its own title,
 * description and previews, signed by the newsroom. */
export function breakingMeta(site: Site, item: BreakingItem): MetaDescriptor[] {
  return storyMeta(site, {
    title: item.title,
    description: summaryOf(item.content),
    path: `/article/breaking-news-${item.id}`,
    imageUrl: null,
    preview: DEFAULT_PREVIEW,
    publishedAt: item.createdAt,
    modifiedAt: item.createdAt,
    author: null,
    section: "Breaking news",
  });
}
