import { Link } from "react-router";
import { formatDate } from "#shared/dates.ts";
import { StoryGrid, type CardArticle } from "./article-card.tsx";
import { useTimeZone } from "./use-time-zone.ts";

type Item = { title: string; content: string; createdAt: Date | string };

/** A breaking-news item on its own page (/article/breaking-news-{id}): the way back to the home page
 * above it, the latest stories beneath it. */
export default function BreakingNewsPage({ item, latest }: { item: Item; latest: CardArticle[] }) {
  const timeZone = useTimeZone();
  return (
    <>
      <article className="mx-auto max-w-3xl px-4 py-10">
        <Link
          to="/"
          className="inline-flex min-h-11 items-center text-sm font-semibold text-accent underline"
        >
          <span aria-hidden="true">←&nbsp;</span>Back to Home
        </Link>
        <p className="mt-4 text-xs font-black tracking-widest text-accent uppercase">Breaking news</p>
        <h1 className="mt-2 font-serif text-4xl leading-tight font-bold">{item.title}</h1>
        <p className="mt-2 text-sm text-muted">
          <time dateTime={new Date(item.createdAt).toISOString()}>
            {formatDate(item.createdAt, timeZone)}
          </time>
        </p>
        <p className="prose-body mt-6 whitespace-pre-line">{item.content}</p>
      </article>
      <StoryGrid id="latest-heading" title="Latest News" stories={latest} />
    </>
  );
}
