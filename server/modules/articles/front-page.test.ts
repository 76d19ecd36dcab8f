import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  BUSINESS_COLUMN,
  CULTURE_BOX,
  LATEST_NEWS,
  OPINION_COLUMN,
  POLITICS_COLUMN,
  TOP_STORIES,
} from "#shared/constants.ts";
import type { Category } from "#shared/categories.ts";
import { makeArticle } from "../../../tests/helpers/factories.ts";
import { describeEachEngine } from "../../../tests/helpers/test-db.ts";
import type { ArticleCard } from "./columns.ts";
import { arrangeFrontPage, loadFrontPage, type FrontPage } from "./front-page.ts";

const MAIN_COLUMN = ["topStories", "politics", "business", "opinion", "culture"] as const;

/** Every story of the main column, the featured one first, in the order of the page. */
const mainColumn = (page: FrontPage) => [
  ...(page.featured ? [page.featured] : []),
  ...MAIN_COLUMN.flatMap((section) => page[section]),
];
const titles = (list: { title: string }[]) => list.map((a) => a.title);

/** Articles published a minute apart, the first of `specs` the newest. */
async function publish(db: Parameters<typeof makeArticle>[0], specs: [string, Category, boolean?][]) {
  const start = Date.UTC(2026, 10, 23, 12);
  for (const [index, [title, category, featured = false]] of specs.entries())
    await makeArticle(db, { title, category, featured, publishedAt: new Date(start - index * 60_000) });
}

describeEachEngine("the front page", ({ db }) => {
  it("is empty, without a featured story, before anything is published", async () => {
    expect(await loadFrontPage(db())).toEqual({
      featured: null,
      topStories: [],
      politics: [],
      business: [],
      opinion: [],
      culture: [],
      latestNews: [],
    });
  });

  it("shows each story once in the main column, the next story taking the place of one shown above", async () => {
    // The demo's shape: the newest story is regional, the second is the featured Politics lead.
    await publish(db(), [
      ["Landslide", "Regional"],
      ["Lead", "Politics", true],
      ["Call for submissions", "Creative"],
      ["Across the river", "Myanmar"],
      ["Traders", "Business"],
      ["Rock night", "Entertainment"],
      ["Shutdowns", "Opinion"],
      ["Exam centres", "Politics"],
      ["Permit debate", "Politics"],
      ["Tea wages", "Business"],
      ["Fewer likes", "Opinion"],
      ["Mughal emperors", "Opinion"],
      ["Festival diary", "Culture"],
      ["Masks", "Culture"],
      ["Drums", "Culture"],
      ["Older politics", "Politics"],
      ["Older business", "Business"],
      ["Older opinion", "Opinion"],
    ]);
    const page = await loadFrontPage(db());
    expect(page.featured?.title).toBe("Lead");
    // Articles 2 to 7 of the latest list, the lead (article 2) replaced by article 8.
    expect(titles(page.topStories)).toEqual([
      "Call for submissions",
      "Across the river",
      "Traders",
      "Rock night",
      "Shutdowns",
      "Exam centres",
    ]);
    expect(titles(page.politics)).toEqual(["Permit debate", "Older politics"]);
    expect(titles(page.business)).toEqual(["Tea wages", "Older business"]);
    expect(titles(page.opinion)).toEqual(["Fewer likes", "Mughal emperors", "Older opinion"]);
    expect(titles(page.culture)).toEqual(["Festival diary", "Masks", "Drums"]);
    const main = titles(mainColumn(page));
    expect(new Set(main).size).toBe(main.length);
    // The sidebar beside the lead: the newest stories outside Opinion, never the lead itself.
    expect(titles(page.latestNews)).toEqual([
      "Landslide",
      "Call for submissions",
      "Across the river",
      "Traders",
    ]);
  });

  it("keeps SPEC.md's counts when there are stories enough", async () => {
    const more = (category: Category, count: number) =>
      Array.from({ length: count }, (_, i) => [`More ${category} ${i}`, category] as [string, Category]);
    await publish(db(), [
      ...more("Politics", POLITICS_COLUMN),
      ...more("Business", BUSINESS_COLUMN),
      ...more("Opinion", OPINION_COLUMN),
    ]);
    const page = await loadFrontPage(db());
    expect(page.featured?.title).toBe("Lead");
    expect(
      [page.topStories, page.politics, page.business, page.opinion, page.culture, page.latestNews].map(
        (l) => l.length,
      ),
    ).toEqual([TOP_STORIES, POLITICS_COLUMN, BUSINESS_COLUMN, OPINION_COLUMN, CULTURE_BOX, LATEST_NEWS]);
    const main = titles(mainColumn(page));
    expect(new Set(main).size).toBe(main.length);
  });
});

describeEachEngine("the front page without a featured article", ({ db }) => {
  it("leads with the newest article and takes Top Stories from the second on", async () => {
    await publish(
      db(),
      Array.from({ length: 9 }, (_, i) => [`Story ${i + 1}`, i % 2 ? "Politics" : "Business"]),
    );
    const page = await loadFrontPage(db());
    expect(page.featured?.title).toBe("Story 1");
    expect(titles(page.topStories)).toEqual([
      "Story 2",
      "Story 3",
      "Story 4",
      "Story 5",
      "Story 6",
      "Story 7",
    ]);
    expect(titles(page.politics)).toEqual(["Story 8"]);
    expect(titles(page.business)).toEqual(["Story 9"]);
    expect(titles(page.latestNews)).toEqual(["Story 2", "Story 3", "Story 4", "Story 5"]);
  });
});

const CATEGORIES = ["Politics", "Business", "Opinion", "Culture", "Regional"] as const;
const card = (id: number, category: string, featured: boolean): ArticleCard => ({
  id: `a${id}`,
  title: `Story ${id}`,
  excerpt: "",
  category,
  publishedAt: new Date(Date.UTC(2026, 0, 1) - id * 60_000),
  author: "Reporter",
  imageUrl: null,
  slug: `story-${id}`,
  featured,
  photoEssay: false,
  bylines: [],
  live: false,
});

describe("arranging the front page", () => {
  it("never shows a story twice in the main column, nor the featured story in the sidebar, and fills every section it can", () => {
    const articles = fc
      .array(fc.record({ category: fc.constantFrom(...CATEGORIES), featured: fc.boolean() }), {
        maxLength: 60,
      })
      .map((specs) => specs.map((s, i) => card(i, s.category, s.featured)));
    fc.assert(
      fc.property(articles, (all) => {
        const of = (category: string) => all.filter((a) => a.category === category);
        const page = arrangeFrontPage({
          featured: all.filter((a) => a.featured),
          latest: all,
          latestOutsideOpinion: all.filter((a) => a.category !== "Opinion"),
          politics: of("Politics"),
          business: of("Business"),
          opinion: of("Opinion"),
          culture: of("Culture"),
        });
        const main = mainColumn(page).map((a) => a.id);
        expect(new Set(main).size).toBe(main.length);
        expect(page.latestNews.map((a) => a.id)).not.toContain(page.featured?.id);
        const shown = new Set(main);
        const expectedTop = Math.min(
          TOP_STORIES,
          all.slice(1).filter((a) => a.id !== page.featured?.id).length,
        );
        expect(page.topStories).toHaveLength(expectedTop);
        for (const [section, category, count] of [
          ["politics", "Politics", POLITICS_COLUMN],
          ["business", "Business", BUSINESS_COLUMN],
          ["opinion", "Opinion", OPINION_COLUMN],
          ["culture", "Culture", CULTURE_BOX],
        ] as const) {
          const left = of(category).filter((a) => !shown.has(a.id) || page[section].includes(a));
          expect(page[section]).toHaveLength(Math.min(count, left.length));
        }
      }),
    );
  });
});
