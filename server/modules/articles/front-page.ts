import { and, ne } from "drizzle-orm";
import {
  BUSINESS_COLUMN,
  CULTURE_BOX,
  LATEST_NEWS,
  OPINION_COLUMN,
  POLITICS_COLUMN,
  TOP_STORIES,
} from "#shared/constants.ts";
import type { Db } from "../../db/client.ts";
import { articles } from "../../db/schema.ts";
import { liveLead } from "../live/now.ts";
import { cardColumns, type ArticleCard } from "./columns.ts";
import {
  listArticlesByCategory,
  listFeaturedArticles,
  listLatestArticles,
  newestFirst,
  published,
} from "./queries.ts";

/** What the home page's sections are picked from, newest first. */
export type FrontPageLists = {
  /** A live blog an editor chose to lead the home page while it is live (decision 0081). */
  liveLead?: ArticleCard | null;
  featured: ArticleCard[];
  latest: ArticleCard[];
  /** The newest articles outside Opinion, for the sidebar's Latest News. */
  latestOutsideOpinion: ArticleCard[];
  politics: ArticleCard[];
  business: ArticleCard[];
  opinion: ArticleCard[];
  culture: ArticleCard[];
};

export type FrontPage = {
  featured: ArticleCard | null;
  topStories: ArticleCard[];
  politics: ArticleCard[];
  business: ArticleCard[];
  opinion: ArticleCard[];
  culture: ArticleCard[];
  latestNews: ArticleCard[];
};

/** The most stories the main column can have shown before a category column picks its own: the lead
 * and the Top Stories. A category list this much longer than its column always has enough left. */
const SHOWN_BEFORE_COLUMNS = 1 + TOP_STORIES;

/**
 * The home page's sections (SPEC.md §2, with SPEC.md's counts), each story once in the main column:
 * the featured story (a live blog chosen to lead while live, else the first featured article, else the
 * newest article), Top
 * Stories from the second article of the latest list on, then the Politics, Business, Opinion and
 * Culture columns; a section whose next story is already shown above takes the story after it. The
 * sidebar's Latest News sits beside the featured story above the fold: it may repeat a story shown
 * lower down, never the featured one (docs/decisions/0013-home-page-each-story-once.md).
 */
export function arrangeFrontPage(lists: FrontPageLists): FrontPage {
  const featured = lists.liveLead ?? lists.featured[0] ?? lists.latest[0] ?? null;
  const shown = new Set(featured ? [featured.id] : []);
  const take = (list: ArticleCard[], count: number) => {
    const picked = list.filter((article) => !shown.has(article.id)).slice(0, count);
    for (const article of picked) shown.add(article.id);
    return picked;
  };
  return {
    featured,
    topStories: take(lists.latest.slice(1), TOP_STORIES),
    politics: take(lists.politics, POLITICS_COLUMN),
    business: take(lists.business, BUSINESS_COLUMN),
    opinion: take(lists.opinion, OPINION_COLUMN),
    culture: take(lists.culture, CULTURE_BOX),
    latestNews: lists.latestOutsideOpinion.filter((a) => a.id !== featured?.id).slice(0, LATEST_NEWS),
  };
}

function listLatestOutside(db: Db, category: string, limit: number): Promise<ArticleCard[]> {
  return db
    .select(cardColumns)
    .from(articles)
    .where(and(published, ne(articles.category, category)))
    .orderBy(...newestFirst)
    .limit(limit);
}

/** Reads what the home page's sections need, in bounded queries run side by side, and arranges it. */
export async function loadFrontPage(db: Db): Promise<FrontPage> {
  const column = (category: string, count: number) =>
    listArticlesByCategory(db, category, count + SHOWN_BEFORE_COLUMNS);
  const [liveLeadCard, featured, latest, latestOutsideOpinion, politics, business, opinion, culture] =
    await Promise.all([
      liveLead(db),
      listFeaturedArticles(db, 1),
      // The first article, Top Stories, and one more in case the featured story is among them.
      listLatestArticles(db, 1 + TOP_STORIES + 1),
      listLatestOutside(db, "Opinion", LATEST_NEWS + 1),
      column("Politics", POLITICS_COLUMN),
      column("Business", BUSINESS_COLUMN),
      column("Opinion", OPINION_COLUMN),
      column("Culture", CULTURE_BOX),
    ]);
  return arrangeFrontPage({
    liveLead: liveLeadCard,
    featured,
    latest,
    latestOutsideOpinion,
    politics,
    business,
    opinion,
    culture,
  });
}
