import { Link } from "react-router";
import type { Route } from "./+types/article";
import { ArticleCard } from "~/components/article-card.tsx";
import { ArticleView } from "~/components/article-view.tsx";
import { CommentsSection } from "~/components/comments-section.tsx";
import { LikeButton } from "~/components/like-button.tsx";
import { SectionHeading } from "~/components/section-heading.tsx";
import { formatDate } from "~/lib/dates.ts";
import { articleMeta } from "~/lib/article-meta.ts";
import { pageMeta } from "~/lib/meta.ts";
import { useTimeZone } from "~/components/use-time-zone.ts";
import { loadArticle } from "./article.server.ts";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  return loadArticle(request, context, params.slug);
}

export const meta: Route.MetaFunction = ({ data, matches }) => {
  if (!data || data.kind === "missing") return pageMeta(matches, { title: "Article not found" });
  if (data.kind === "breaking")
    return pageMeta(matches, { title: data.item.title, description: data.item.content });
  return articleMeta(matches, data.article, data.publicUrl);
};

export default function ArticlePage({ loaderData }: Route.ComponentProps) {
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
    const { item } = loaderData;
    return (
      <article className="mx-auto max-w-3xl px-4 py-10">
        <p className="text-xs font-black tracking-widest text-accent uppercase">Breaking news</p>
        <h1 className="mt-2 font-serif text-4xl leading-tight font-bold">{item.title}</h1>
        <p className="mt-2 text-sm text-muted">
          <time dateTime={new Date(item.createdAt).toISOString()}>
            {formatDate(item.createdAt, timeZone)}
          </time>
        </p>
        <p className="prose-body mt-6 whitespace-pre-line">{item.content}</p>
      </article>
    );
  }
  const { article, related, likes, comments } = loaderData;
  return (
    <>
      <ArticleView article={article}>
        <div className="mt-10 flex items-center gap-3 border-t border-rule pt-6">
          <LikeButton
            key={article.id}
            target="article"
            id={article.id}
            liked={likes.liked}
            count={likes.count}
            size="large"
          />
        </div>
        <CommentsSection key={`comments-${article.id}`} articleId={article.id} comments={comments} />
      </ArticleView>
      {related.length > 0 && (
        <section aria-labelledby="related-heading" className="mx-auto mt-12 max-w-7xl px-4">
          <SectionHeading id="related-heading" title="Related Articles" />
          <ul className="grid grid-cols-1 gap-8 sm:grid-cols-2 lg:grid-cols-3">
            {related.map((a) => (
              <li key={a.id}>
                <ArticleCard article={a} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
