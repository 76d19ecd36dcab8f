import type { BylinePerson } from "#shared/people.ts";
import { BylineNames } from "./byline-names.tsx";
import { DEFAULT_CAPTION } from "#shared/constants.ts";
import { formatDate, isoDayIn } from "#shared/dates.ts";
import type { ImageSources } from "~/lib/image-sources.ts";
import { FallbackImage } from "./fallback-image.tsx";
import { PageHtml } from "./page-html.tsx";
import { PhotoCredit } from "./photo-credit.tsx";
import { useTimeZone } from "./use-time-zone.ts";
import { AppLink } from "./ui/app-link.tsx";
import { CorrectionNotes, type CorrectionNote } from "./correction-notes.tsx";

type Article = {
  id: string;
  title: string;
  excerpt: string;
  /** null: rendered from the page (see PageHtml). */
  content: string | null;
  category: string;
  author: string;
  bylines?: BylinePerson[];
  imageUrl: string | null;
  /** Its picture's attributes, from the loader: the Media Library's alt text (empty when it has none; the
   * caption is shown beneath it), fetched first. */
  image: ImageSources;
  imageCaption: string | null;
  publishedAt: Date | string | null;
  updatedAt: Date | string;
  /** From the create form's tags box; shown as plain chips, not links. */
  tags?: string[];
  /** Its corrections, shown under the headline. */
  corrections?: readonly CorrectionNote[];
};

export const ARTICLE_BODY_ID = "article-body";

/** An article as a reader sees it. The body was sanitized when it was written. */
export function ArticleView({ article, children }: { article: Article; children?: React.ReactNode }) {
  const timeZone = useTimeZone();
  const published = article.publishedAt ? new Date(article.publishedAt) : null;
  const updated = new Date(article.updatedAt);
  const showUpdated = !published || isoDayIn(updated, timeZone) !== isoDayIn(published, timeZone);
  return (
    <article className="mx-auto max-w-3xl px-4 pt-8">
      <p className="text-sm font-bold tracking-widest text-accent uppercase">
        <AppLink to={`/${article.category.toLowerCase()}`} className="hover:underline">
          {article.category}
        </AppLink>
      </p>
      <h1 className="mt-2 font-serif text-3xl leading-tight font-bold sm:text-5xl">{article.title}</h1>
      <CorrectionNotes corrections={article.corrections} />
      <p className="mt-4 font-serif text-xl leading-relaxed text-muted">{article.excerpt}</p>
      <div className="mt-5 flex flex-wrap items-center gap-x-4 gap-y-1 border-y border-rule py-3 text-sm">
        <span>
          By{" "}
          <span className="font-semibold">
            <BylineNames author={article.author} bylines={article.bylines} />
          </span>
        </span>
        {published && (
          <time dateTime={published.toISOString()} className="text-muted">
            {formatDate(published, timeZone)}
          </time>
        )}
        {showUpdated && (
          <span className="text-muted">
            Updated <time dateTime={updated.toISOString()}>{formatDate(updated, timeZone)}</time>
          </span>
        )}
      </div>
      {article.imageUrl && (
        <figure className="mt-6">
          <FallbackImage image={article.image} className="aspect-[16/9] w-full bg-rule/40 object-cover" />
          <figcaption className="mt-2 flex flex-wrap justify-between gap-x-4 text-sm text-muted">
            {/* The default caption names a stock source: a credited upload is not one. */}
            <span>{article.imageCaption || (article.image.credit ? "" : DEFAULT_CAPTION)}</span>
            <PhotoCredit credit={article.image.credit} />
          </figcaption>
        </figure>
      )}
      <PageHtml id={ARTICLE_BODY_ID} html={article.content} className="prose-body mt-8" />
      {article.tags && article.tags.length > 0 && (
        <ul aria-label="Tags" className="mt-8 flex flex-wrap gap-2 border-t border-rule pt-4 font-sans">
          {article.tags.map((tag) => (
            <li key={tag} className="rounded-full border border-ink/20 bg-white px-3 py-1 text-sm text-muted">
              #{tag}
            </li>
          ))}
        </ul>
      )}
      {children}
    </article>
  );
}
