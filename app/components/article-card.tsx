import type { BylinePerson } from "#shared/people.ts";
import { BylineNames } from "./byline-names.tsx";
import { formatDate } from "#shared/dates.ts";
import type { ImageSources } from "~/lib/image-sources.ts";
import { useTimeZone } from "./use-time-zone.ts";
import { FallbackImage } from "./fallback-image.tsx";
import { SectionHeading } from "./section-heading.tsx";
import { AppLink } from "./ui/app-link.tsx";
import { PhotoEssayMark } from "./photo-essay-mark.tsx";
import { LiveMark } from "./live-mark.tsx";

export type CardArticle = {
  id: string;
  title: string;
  excerpt: string;
  category: string;
  publishedAt: Date | string | null;
  author: string;
  bylines?: BylinePerson[];
  imageUrl: string | null;
  /** Its picture's attributes, from the loader (the lead's fetched first). */
  image: ImageSources;
  slug: string;
  /** Its body is mainly a gallery (decision 0072): a camera mark beside its category. */
  photoEssay?: boolean;
  /** A live blog still live (decision 0081): 'LIVE' beside its category. */
  live?: boolean;
};

/** default: image above the text; lead: the same, larger; compact: no image, no excerpt; side: a small
 * image beside the text, for a narrow column. */
type Variant = "default" | "compact" | "lead" | "side";

/** One article in a list. The whole card is one link; the heading level fits the section it sits in. */
export function ArticleCard({
  article,
  variant = "default",
  headingLevel = 3,
  showImage = true,
}: {
  article: CardArticle;
  variant?: Variant;
  headingLevel?: 2 | 3 | 4;
  showImage?: boolean;
}) {
  const timeZone = useTimeZone();
  const Heading = `h${headingLevel}` as const;
  const titleSize =
    variant === "lead" ? "text-3xl sm:text-4xl" : variant === "default" ? "text-xl" : "text-base";
  const side = variant === "side";
  return (
    <article className={`group relative flex h-full ${side ? "flex-row gap-4" : "flex-col"}`}>
      {showImage && variant !== "compact" && (
        <div
          className={
            side
              ? "aspect-[4/3] w-2/5 shrink-0 self-start overflow-hidden bg-rule/40"
              : "mb-3 aspect-[16/9] overflow-hidden bg-rule/40"
          }
        >
          <FallbackImage
            image={article.image}
            alt=""
            className="h-full w-full object-cover transition-transform duration-300 group-hover:scale-[1.02]"
          />
        </div>
      )}
      <div className="flex min-w-0 flex-1 flex-col wrap-break-word">
        <p className="text-xs font-bold tracking-widest text-accent uppercase">
          {article.category}
          {article.photoEssay && <PhotoEssayMark />}
          {article.live && <LiveMark className="ml-2" />}
        </p>
        <Heading className={`mt-1 font-serif leading-snug font-bold ${titleSize}`}>
          <AppLink
            to={`/article/${article.slug}`}
            className="after:absolute after:inset-0 group-hover:underline focus-visible:underline"
          >
            {article.title}
          </AppLink>
        </Heading>
        {variant !== "compact" && (
          <p className={`mt-2 text-muted ${side ? "line-clamp-2 text-sm" : "line-clamp-3 text-[0.95rem]"}`}>
            {article.excerpt}
          </p>
        )}
        <p className="mt-auto pt-2 text-xs text-muted">
          <span className="font-semibold text-ink">
            <BylineNames author={article.author} bylines={article.bylines} className="relative z-10" />
          </span>
          {article.publishedAt && (
            <>
              {" · "}
              <time dateTime={new Date(article.publishedAt).toISOString()}>
                {formatDate(article.publishedAt, timeZone)}
              </time>
            </>
          )}
        </p>
      </div>
    </article>
  );
}

/** Stories beneath a page's own: an article's related ones, or the latest under breaking news. */
export function StoryGrid({ id, title, stories }: { id: string; title: string; stories: CardArticle[] }) {
  if (stories.length === 0) return null;
  return (
    <section aria-labelledby={id} className="mx-auto mt-12 max-w-7xl px-4">
      <SectionHeading id={id} title={title} />
      <ul className="grid grid-cols-1 gap-8 sm:grid-cols-2 lg:grid-cols-3">
        {stories.map((a) => (
          <li key={a.id}>
            <ArticleCard article={a} />
          </li>
        ))}
      </ul>
    </section>
  );
}
