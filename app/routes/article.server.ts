import { data, type AppLoadContext } from "react-router";
import { getArticleBySlug, listRelatedArticles } from "../../server/modules/articles/queries.ts";
import { getBreakingNews } from "../../server/modules/breaking-news/queries.ts";

const BREAKING_PREFIX = "breaking-news-";

export async function loadArticle({ services: { db, config } }: AppLoadContext, slug: string) {
  const publicUrl = config.publicUrl;
  if (slug.startsWith(BREAKING_PREFIX)) {
    const item = await getBreakingNews(db, slug.slice(BREAKING_PREFIX.length));
    if (item) return { kind: "breaking" as const, item, publicUrl };
  }
  const article = await getArticleBySlug(db, slug);
  if (!article) return data({ kind: "missing" as const, publicUrl }, { status: 404 });
  const related = await listRelatedArticles(db, article);
  const { createdAt: _created, ...shown } = article;
  return { kind: "article" as const, article: shown, related, publicUrl };
}
