import { Link } from "react-router";
import { formatDate } from "~/lib/dates.ts";
import { useTimeZone } from "./use-time-zone.ts";
import { FallbackImage } from "./fallback-image.tsx";

export type CardArticle = {
  id: string;
  title: string;
  excerpt: string;
  category: string;
  publishedAt: Date | string | null;
  author: string;
  imageUrl: string | null;
  slug: string;
};

type Variant = "default" | "compact" | "lead";

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
    variant === "lead" ? "text-3xl sm:text-4xl" : variant === "compact" ? "text-base" : "text-xl";
  return (
    <article className="group relative flex h-full flex-col">
      {showImage && variant !== "compact" && (
        <div className="mb-3 aspect-[16/9] overflow-hidden bg-rule/40">
          <FallbackImage
            src={article.imageUrl}
            alt=""
            className="h-full w-full object-cover transition-transform duration-300 group-hover:scale-[1.02]"
          />
        </div>
      )}
      <p className="text-xs font-bold tracking-widest text-accent uppercase">{article.category}</p>
      <Heading className={`mt-1 font-serif leading-snug font-bold ${titleSize}`}>
        <Link
          to={`/article/${article.slug}`}
          className="after:absolute after:inset-0 group-hover:underline focus-visible:underline"
        >
          {article.title}
        </Link>
      </Heading>
      {variant !== "compact" && (
        <p className="mt-2 line-clamp-3 text-[0.95rem] text-muted">{article.excerpt}</p>
      )}
      <p className="mt-auto pt-2 text-xs text-muted">
        <span className="font-semibold text-ink">{article.author}</span>
        {article.publishedAt && (
          <>
            {" · "}
            <time dateTime={new Date(article.publishedAt).toISOString()}>
              {formatDate(article.publishedAt, timeZone)}
            </time>
          </>
        )}
      </p>
    </article>
  );
}
