import type { AppLoadContext } from "react-router";
import {
  BUSINESS_COLUMN,
  CULTURE_BOX,
  LATEST_NEWS,
  OPINION_COLUMN,
  POLITICS_COLUMN,
  TOP_STORIES,
} from "~/lib/constants.ts";
import {
  listArticlesByCategory,
  listFeaturedArticles,
  listLatestArticles,
} from "../../server/modules/articles/queries.ts";
import { listActiveBreakingNews } from "../../server/modules/breaking-news/queries.ts";

/** Home (SPEC.md §2): each section is a slice of one of the queries of §7. */
export async function loadHome({ services: { db } }: AppLoadContext) {
  const [featured, latest, politics, business, opinion, culture, breaking] = await Promise.all([
    listFeaturedArticles(db),
    listLatestArticles(db),
    listArticlesByCategory(db, "Politics"),
    listArticlesByCategory(db, "Business"),
    listArticlesByCategory(db, "Opinion"),
    listArticlesByCategory(db, "Culture"),
    listActiveBreakingNews(db),
  ]);
  return {
    breaking,
    featured: featured[0] ?? latest[0] ?? null,
    topStories: latest.slice(1, 1 + TOP_STORIES),
    politics: politics.slice(0, POLITICS_COLUMN),
    business: business.slice(0, BUSINESS_COLUMN),
    latestNews: latest.filter((a) => a.category !== "Opinion").slice(0, LATEST_NEWS),
    opinion: opinion.slice(0, OPINION_COLUMN),
    culture: culture.slice(0, CULTURE_BOX),
  };
}
