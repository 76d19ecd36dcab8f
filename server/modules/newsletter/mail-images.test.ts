import { expect, it } from "vitest";
import { makeMediaRow } from "../../../tests/helpers/factories.ts";
import { mailStorage } from "../../../tests/helpers/newsletter.ts";
import { describeEachEngine } from "../../../tests/helpers/test-db.ts";
import { storyImages } from "./mail-images.ts";
import type { StoryCard } from "./stories.ts";

const URL = "https://news.example.org";
const card = (title: string, imageUrl: string | null): StoryCard => ({
  kind: "article",
  id: title,
  title,
  excerpt: "",
  path: `/article/${title}`,
  imageUrl,
  publishedAt: new Date(),
});

describeEachEngine("the mail's pictures", ({ db }) => {
  it("are an upload's JPEG preview or an illustration's PNG, by absolute address, with alt text", async () => {
    const described = await makeMediaRow(db(), { altText: "Rain over the valley" });
    const undescribed = await makeMediaRow(db());
    const legacy = await makeMediaRow(db(), { legacy: true });
    const stories = [
      card("Described", described.url),
      card("Undescribed", undescribed.url),
      card("Before previews", legacy.url),
      card("Illustrated", "/images/demo/river.svg"),
      card("Linked", "https://elsewhere.example/photo.webp"),
      card("None", null),
    ];
    const images = await storyImages(db(), mailStorage, URL, stories);
    const of = (i: number) => images.get(stories[i]!);
    expect(of(0)).toEqual({
      url: `${URL}/uploads/${described.preview!.key}`,
      width: 1200,
      height: 630,
      alt: "Rain over the valley",
    });
    expect(of(0)!.url).toMatch(/-1200x630\.jpg$/);
    // Without alt text of its own, the story's title.
    expect(of(1)).toMatchObject({ url: `${URL}/uploads/${undescribed.preview!.key}`, alt: "Undescribed" });
    expect(of(2)).toBeUndefined();
    expect(of(3)).toMatchObject({ url: `${URL}/images/demo/river.png`, alt: "Illustrated" });
    expect(of(4)).toBeUndefined();
    expect(of(5)).toBeUndefined();
  });
});
