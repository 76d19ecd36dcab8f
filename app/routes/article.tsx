import { lazy, Suspense } from "react";
import { data, Link } from "react-router";
import type { Route } from "./+types/article";
import { ArticleView } from "~/components/article-view.tsx";
import { EpisodePlayer } from "~/components/episode-player.tsx";
import { InPrint } from "~/components/print/in-print.tsx";
import { RecapOf } from "~/components/sports/recap-of.tsx";
import { LiveBanner, LiveSection } from "~/components/live-blog.tsx";
import { StoryGrid } from "~/components/article-card.tsx";
import { useTimeZone } from "~/components/use-time-zone.ts";
import { CommentsIsland } from "~/islands/comments.tsx";
import { CountViewIsland } from "~/islands/count-view.tsx";
import { EmbedsIsland } from "~/islands/embeds.tsx";
import { GalleryViewerIsland } from "~/islands/gallery-viewer.tsx";
import { LikeIsland } from "~/islands/like.tsx";
import { PollsIsland } from "~/islands/polls.tsx";
import { pageMeta } from "~/lib/meta.ts";
import { NOINDEX_HEADERS, passedHeaders } from "~/lib/passed-headers.ts";
import { ARTICLE_QUERY } from "~/lib/query-params.ts";
import { useRootData } from "~/lib/root-data.ts";
import { loadArticle } from "./article.server.ts";

// A breaking-news item is rare beside the articles: its page's code loads only for it, which keeps the
// article page within its JavaScript budget.
const BreakingNewsPage = lazy(() => import("~/components/breaking-news-page.tsx"));

/** What the page reads of its query (server/http/page-keys.ts). */
export const queryParams = ARTICLE_QUERY;

export const headers = passedHeaders;

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const page = await loadArticle(request, context, params.slug);
  return "noindex" in page && page.noindex ? data(page, { headers: NOINDEX_HEADERS }) : page;
}

export const meta: Route.MetaFunction = ({ data, matches }) => {
  if (!data || data.kind === "missing") return pageMeta(matches, { title: "Article not found" });
  return data.meta;
};

export default function ArticlePage({ loaderData }: Route.ComponentProps) {
  const signedIn = Boolean(useRootData()?.user);
  const timeZone = useTimeZone();
  if (loaderData.kind === "missing") {
    return (
      <section className="mx-auto max-w-2xl px-4 py-24 text-center">
        <h1 className="font-serif text-4xl font-bold">Article not found</h1>
        <p className="mt-4 text-muted">The article you are looking for does not exist or has been removed.</p>
        <Link
          to="/"
          className="mt-8 inline-block bg-accent px-5 py-2.5 font-semibold text-white hover:bg-accent-dark"
        >
          Back to Home
        </Link>
      </section>
    );
  }
  if (loaderData.kind === "breaking") {
    return (
      <Suspense>
        <BreakingNewsPage item={loaderData.item} latest={loaderData.latest} />
      </Suspense>
    );
  }
  const {
    article,
    related,
    likes,
    comments,
    commentMode,
    banned,
    embeds,
    episode,
    gallery,
    polls,
    inPrint,
    live,
    recaps,
    frames,
  } = loaderData;
  return (
    <>
      <CountViewIsland pieceId={article.id} />
      {embeds && <EmbedsIsland />}
      {polls && <PollsIsland timeZone={timeZone} />}
      <ArticleView
        article={article}
        player={
          <>
            {recaps.length > 0 && <RecapOf recaps={recaps} />}
            {episode ? (
              <EpisodePlayer episode={episode} title={article.title} />
            ) : (
              live && <LiveBanner live={live} />
            )}
          </>
        }
      >
        {live && <LiveSection live={live} timeZone={timeZone} frames={frames} />}
        <InPrint editions={inPrint} />
        <div className="mt-10 flex items-center gap-3 border-t border-rule pt-6">
          <LikeIsland
            target="article"
            id={article.id}
            liked={likes.liked}
            count={likes.count}
            size="large"
            signedIn={signedIn}
          />
        </div>
        <CommentsIsland
          articleId={article.id}
          comments={comments}
          mode={commentMode}
          banned={banned}
          signedIn={signedIn}
          timeZone={timeZone}
        />
      </ArticleView>
      <StoryGrid id="related-heading" title="Related Articles" stories={related} />
      {gallery && <GalleryViewerIsland />}
    </>
  );
}
