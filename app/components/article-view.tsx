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
import type { Chapter } from "#shared/chapters.ts";
import type { Layout } from "#shared/layouts.ts";
import { LongFormView, SideBySideView } from "./story-layouts.tsx";

export type Article = {
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
  /** Its layout (decision 0076); a long-form page's headline over its photo, and its chapters. */
  layout?: Layout;
  headlineOver?: boolean;
  chapters?: readonly Chapter[];
  /** A long-form piece's header video (the one its text opens with, shared/chapters.ts): sanitized HTML. */
  headerVideo?: string | null;
};

export const ARTICLE_BODY_ID = "article-body";

/** An article as a reader sees it, in its layout (decision 0076). The body was sanitized when it was
 * written. */
export function ArticleView({
  article,
  children,
  player,
}: {
  article: Article;
  children?: React.ReactNode;
  /** What goes above the text: a podcast episode's player (decision 0074), a live blog's banner, the
   * game a recap is of (decision 0078). */
  player?: React.ReactNode;
}) {
  if (article.layout === "long-form")
    return (
      <LongFormView article={article} player={player}>
        {children}
      </LongFormView>
    );
  if (article.layout === "side-by-side")
    return (
      <SideBySideView article={article} player={player}>
        {children}
      </SideBySideView>
    );
  return (
    <article className="mx-auto max-w-3xl px-4 pt-8">
      <ArticleKicker category={article.category} />
      <h1 className="mt-2 font-serif text-3xl leading-tight font-bold sm:text-5xl">{article.title}</h1>
      <CorrectionNotes corrections={article.corrections} />
      <ArticleStandfirst article={article} />
      {article.imageUrl && (
        <figure className="mt-6">
          <FallbackImage image={article.image} className="aspect-[16/9] w-full bg-rule/40 object-cover" />
          <LeadCaption article={article} />
        </figure>
      )}
      {player}
      <PageHtml id={ARTICLE_BODY_ID} html={article.content} className="prose-body mt-8" />
      <ArticleTags tags={article.tags} />
      {children}
    </article>
  );
}

/** The category above the headline, linking to its page. */
export function ArticleKicker({ category, className = "" }: { category: string; className?: string }) {
  return (
    <p className={`text-sm font-bold tracking-widest text-accent uppercase ${className}`.trim()}>
      <AppLink to={`/${category.toLowerCase()}`} className="hover:underline">
        {category}
      </AppLink>
    </p>
  );
}

/** The standfirst, then the byline and dates between rules. */
export function ArticleStandfirst({ article }: { article: Article }) {
  const timeZone = useTimeZone();
  const published = article.publishedAt ? new Date(article.publishedAt) : null;
  const updated = new Date(article.updatedAt);
  const showUpdated = !published || isoDayIn(updated, timeZone) !== isoDayIn(published, timeZone);
  return (
    <>
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
    </>
  );
}

/** The lead picture's caption and credit. */
export function LeadCaption({ article, className = "" }: { article: Article; className?: string }) {
  return (
    <figcaption
      className={`mt-2 flex flex-wrap justify-between gap-x-4 text-sm text-muted ${className}`.trim()}
    >
      {/* The default caption names a stock source: a credited upload is not one. */}
      <span>{article.imageCaption || (article.image.credit ? "" : DEFAULT_CAPTION)}</span>
      <PhotoCredit credit={article.image.credit} />
    </figcaption>
  );
}

/** The create form's tags, as plain chips under the text. */
export function ArticleTags({ tags }: { tags?: string[] }) {
  if (!tags || tags.length === 0) return null;
  return (
    <ul aria-label="Tags" className="mt-8 flex flex-wrap gap-2 border-t border-rule pt-4 font-sans">
      {tags.map((tag) => (
        <li key={tag} className="rounded-full border border-ink/20 bg-white px-3 py-1 text-sm text-muted">
          #{tag}
        </li>
      ))}
    </ul>
  );
}
