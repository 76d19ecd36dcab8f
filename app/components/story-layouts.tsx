import { AppLink } from "./ui/app-link.tsx";
import {
  ARTICLE_BODY_ID,
  ArticleKicker,
  ArticleStandfirst,
  ArticleTags,
  LeadCaption,
  type Article,
} from "./article-view.tsx";
import { CorrectionNotes } from "./correction-notes.tsx";
import { FallbackImage } from "./fallback-image.tsx";
import { PageHtml } from "./page-html.tsx";
import type { Chapter } from "#shared/chapters.ts";

type Props = {
  article: Article;
  children?: React.ReactNode;
  /** What goes above the text (ArticleView's `player`). */
  player?: React.ReactNode;
};

/** The headings of a long-form piece, as links to its chapters: from two on (one is no table). */
const TOC_MIN = 2;

/**
 * A long-form piece (decision 0076): a full-bleed header photo with the headline over or under it (or
 * the video its text opens with, the headline under it), a
 * table of contents from its chapters, a drop cap, wide and full-width images (app/layouts.css) and a
 * reading-progress bar drawn by a scroll-driven CSS animation, without a line of script.
 */
export function LongFormView({ article, children, player }: Props) {
  const video = article.headerVideo ?? null;
  // Over a video the headline would cover its controls: it goes under it.
  const photo = !video && Boolean(article.imageUrl);
  const over = Boolean(article.headlineOver && photo);
  const titles = (
    <>
      {over ? (
        <p className="text-sm font-bold tracking-widest text-white uppercase">
          <AppLink to={`/${article.category.toLowerCase()}`} className="hover:underline">
            {article.category}
          </AppLink>
        </p>
      ) : (
        <ArticleKicker category={article.category} />
      )}
      <h1 className="mt-3 font-serif text-4xl leading-[1.1] font-bold text-balance sm:text-6xl">
        {article.title}
      </h1>
    </>
  );
  return (
    <article className="layout-long-form">
      <div className="reading-progress" aria-hidden="true" />
      <header className={over ? "long-form-header long-form-over" : "long-form-header"}>
        {video && (
          // The stored player (decision 0073): its poster and captions, no autoplay; the reader plays it.
          <div className="long-form-video" dangerouslySetInnerHTML={{ __html: video }} />
        )}
        {photo && (
          <div className="long-form-photo">
            <FallbackImage
              image={article.image}
              sizes="100vw"
              className="h-full w-full bg-rule/40 object-cover"
            />
            {over && (
              <div className="long-form-titles-over">
                <div className="mx-auto max-w-3xl px-4 pb-10 text-white sm:pb-14">{titles}</div>
              </div>
            )}
          </div>
        )}
        {photo && (
          <div className="mx-auto max-w-3xl px-4">
            <LeadCaption article={article} />
          </div>
        )}
        {!over && <div className="mx-auto max-w-3xl px-4 pt-8">{titles}</div>}
      </header>
      <div className="mx-auto max-w-3xl px-4">
        <CorrectionNotes corrections={article.corrections} />
        <ArticleStandfirst article={article} />
        <ChapterContents chapters={article.chapters ?? []} />
        {player}
        <PageHtml id={ARTICLE_BODY_ID} html={article.content} className="prose-body long-form-body mt-10" />
        <ArticleTags tags={article.tags} />
        {children}
      </div>
    </article>
  );
}

/** Side by side (decision 0076): the lead photo fixed beside the scrolling text on wide screens, above
 * it on phones; CSS alone. Without a photo it is the standard column. */
export function SideBySideView({ article, children, player }: Props) {
  return (
    <article className={article.imageUrl ? "layout-side-by-side" : "mx-auto max-w-3xl px-4 pt-8"}>
      {article.imageUrl && (
        <figure className="side-by-side-photo">
          <FallbackImage
            image={article.image}
            sizes={`(min-width: 64rem) 50vw, 100vw`}
            className="side-by-side-img bg-rule/40 object-cover"
          />
          <LeadCaption article={article} className="px-4 pb-2 lg:px-6" />
        </figure>
      )}
      <div className="side-by-side-text">
        <ArticleKicker category={article.category} />
        <h1 className="mt-2 font-serif text-3xl leading-tight font-bold text-balance sm:text-5xl">
          {article.title}
        </h1>
        <CorrectionNotes corrections={article.corrections} />
        <ArticleStandfirst article={article} />
        {player}
        <PageHtml id={ARTICLE_BODY_ID} html={article.content} className="prose-body mt-8" />
        <ArticleTags tags={article.tags} />
        {children}
      </div>
    </article>
  );
}

/** A long-form piece's table of contents: links to its chapters, from two on (one is no table). Its
 * heading is an h2 under an article's headline, an h3 in the creative page's dialog. */
export function ChapterContents({
  chapters,
  heading: Heading = "h2",
}: {
  chapters: readonly Chapter[];
  heading?: "h2" | "h3";
}) {
  if (chapters.length < TOC_MIN) return null;
  return (
    <nav aria-labelledby="long-form-toc" className="long-form-toc">
      <Heading id="long-form-toc" className="text-xs font-bold tracking-widest text-muted uppercase">
        Contents
      </Heading>
      <ol className="mt-3 space-y-1.5 font-serif text-lg">
        {chapters.map((chapter, i) => (
          <li key={chapter.id} className="flex gap-3">
            <span className="w-6 shrink-0 text-right font-sans text-sm leading-7 text-muted tabular-nums">
              {i + 1}
            </span>
            <a
              href={`#${chapter.id}`}
              className="text-ink underline decoration-ink/30 underline-offset-4 hover:text-accent hover:decoration-accent"
            >
              {chapter.title}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
