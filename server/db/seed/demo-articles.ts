import type { DemoArticle } from "./demo-types.ts";
import { POLITICS_ARTICLES } from "./articles/politics.ts";
import { BUSINESS_ARTICLES } from "./articles/business.ts";
import { OPINION_ARTICLES } from "./articles/opinion.ts";
import { CULTURE_AND_HISTORY_ARTICLES } from "./articles/culture-and-history.ts";
import { INTERNATIONAL_AND_REGIONAL_ARTICLES } from "./articles/international-and-regional.ts";
import { NEIGHBOURS_ARTICLES } from "./articles/neighbours.ts";
import { FEATURE_ARTICLES } from "./articles/science-lifestyle-entertainment.ts";
import { GENERAL_ARTICLES } from "./articles/general.ts";

/**
 * Demo articles for Borderland Times, one file per group of sections under articles/. All people quoted
 * are invented; officials are referred to by role. daysAgo values are distinct so the ordering of the
 * front page is stable.
 */
export const DEMO_ARTICLES: DemoArticle[] = [
  ...POLITICS_ARTICLES,
  ...BUSINESS_ARTICLES,
  ...OPINION_ARTICLES,
  ...CULTURE_AND_HISTORY_ARTICLES,
  ...INTERNATIONAL_AND_REGIONAL_ARTICLES,
  ...NEIGHBOURS_ARTICLES,
  ...FEATURE_ARTICLES,
  ...GENERAL_ARTICLES,
];
