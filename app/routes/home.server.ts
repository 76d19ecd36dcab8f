import type { AppLoadContext } from "react-router";
import { pageImages, withImage } from "~/lib/images.server.ts";
import { loadFrontPage } from "../../server/modules/articles/front-page.ts";
import { listTickerItems } from "../../server/modules/breaking-news/queries.ts";
import { loadStrip } from "./sports.server.ts";

/** Home (SPEC.md §2): the sections of the front page, each story once in the main column, and the
 * breaking news; each picture with its attributes, the lead story's fetched first (decision 0020). */
export async function loadHome(context: AppLoadContext) {
  const { db } = context.services;
  const [frontPage, breaking, sports] = await Promise.all([
    loadFrontPage(db),
    listTickerItems(db),
    loadStrip(context, true),
  ]);
  const { featured, ...sections } = frontPage;
  const images = await pageImages(
    context,
    [featured, ...Object.values(sections).flat()].map((card) => card?.imageUrl),
  );
  const shown = (cards: typeof sections.latestNews) => cards.map((card) => withImage(card, images));
  return {
    breaking,
    /** Live games and today's finals (decision 0078); the page declares "sports", so a score drops it. */
    sports,
    featured: featured && withImage(featured, images, { shown: "lead", lead: true }),
    topStories: shown(sections.topStories),
    politics: shown(sections.politics),
    business: shown(sections.business),
    opinion: shown(sections.opinion),
    culture: shown(sections.culture),
    latestNews: shown(sections.latestNews),
  };
}
