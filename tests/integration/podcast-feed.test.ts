import { XMLParser } from "fast-xml-parser";
import { describe, expect, it } from "vitest";
import { actor } from "../helpers/factories.ts";
import { PIECE_FORMS } from "../helpers/piece-forms.ts";
import { makeAudioFile, makeCoverImage, showForm, tempStorage } from "../helpers/podcasts.ts";
import { describeEachEngine } from "../helpers/test-db.ts";
import { xmlDocument } from "../../app/lib/xml.ts";
import { pageTags, touches } from "../../server/http/page-changes.ts";
import { savePiece } from "../../server/modules/content/editing.ts";
import { duration, podcastFeed } from "../../server/modules/podcasts/feed.ts";
import { createShow, uuidV5 } from "../../server/modules/podcasts/shows.ts";

/** A show's feed as Apple Podcasts and Spotify read it, and the podcasts' pages in the page cache
 * (issue 41, decision 0074); the shows and their episodes are ./podcasts.test.ts's. */

const BASE = "https://news.example.edu";
const storage = tempStorage("borderland-podcast-feed-");
const editor = actor("editor");

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: "@",
  isArray: (name) => name === "item",
});

describeEachEngine("a podcast's feed (issue 41)", ({ db }) => {
  const cover = async () => (await makeCoverImage(db(), storage, 1600)).url;

  it("the feed carries every tag Apple Podcasts and Spotify require", async () => {
    const show = await createShow(
      db(),
      storage,
      editor,
      showForm(await cover(), { name: "Feed Check", explicit: "on" }),
      BASE,
    );
    const audio = await makeAudioFile(db(), storage, { durationSeconds: 61 });
    const published = await savePiece(
      db(),
      editor,
      "article",
      PIECE_FORMS.article.create({
        title: "Pilot & <friends>",
        podcastShowId: show.id,
        episodeNumber: "7",
        audioFileId: audio.id,
      }),
      "publish",
    );
    const xml = xmlDocument((await podcastFeed(db(), storage, BASE, show.slug))!);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    const { rss } = parser.parse(xml);
    // RSS 2.0 with the namespaces Apple's and the Podcast Index's tags live in.
    expect(rss["@version"]).toBe("2.0");
    expect(rss["@xmlns:itunes"]).toBe("http://www.itunes.com/dtds/podcast-1.0.dtd");
    expect(rss["@xmlns:podcast"]).toBe("https://podcastindex.org/namespace/1.0");
    const c = rss.channel;
    // Apple Podcasts, required show tags (podcasters.apple.com "Podcast RSS feed requirements").
    expect(c.title).toBe("Feed Check");
    expect(c.description).toBe("Students talk about what happened at school this week.");
    expect(c["itunes:image"]["@href"]).toBe(`${BASE}/uploads/${show.coverKey}`);
    expect(c["itunes:image"]["@href"]).toMatch(/\.jpg$/);
    expect(c.language).toBe("en");
    expect(c["itunes:category"]).toEqual({ "@text": "Education", "itunes:category": { "@text": "Courses" } });
    expect(c["itunes:explicit"]).toBe(true);
    // Apple, recommended show tags; Spotify, required (its "Podcast delivery specification").
    expect(c["itunes:author"]).toBe("The Borderland Times");
    expect(c.link).toBe(`${BASE}/podcasts/${show.slug}`);
    expect(c["itunes:owner"]).toEqual({ "itunes:name": "Ms Rivera", "itunes:email": "adviser@example.org" });
    expect(c["itunes:type"]).toBe("episodic");
    expect(c.copyright).toBe("© The Borderland Times");
    expect(c.image).toEqual({ url: `${BASE}/uploads/${show.coverKey}`, title: "Feed Check", link: c.link });
    expect(c["atom:link"]).toMatchObject({
      "@href": `${BASE}/podcasts/${show.slug}/feed.xml`,
      "@rel": "self",
    });
    // The Podcast Index's namespace.
    expect(c["podcast:locked"]).toEqual({ "@owner": "adviser@example.org", "#text": "yes" });
    expect(c["podcast:guid"]).toBe(uuidV5(`news.example.edu/podcasts/${show.slug}/feed.xml`));
    // Apple, required episode tags: title, enclosure (url, length, type), guid.
    const [item] = c.item;
    expect(item.title).toBe("Pilot & <friends>");
    expect(item.enclosure["@url"]).toBe(`${BASE}/uploads/${audio.storageKey}`);
    expect(Number(item.enclosure["@length"])).toBe(audio.sizeBytes);
    expect(item.enclosure["@type"]).toBe("audio/mpeg");
    expect(item.guid).toEqual({ "@isPermaLink": "false", "#text": published.id });
    // Apple, recommended episode tags; Spotify, required: pubDate, description, duration.
    expect(new Date(item.pubDate).toUTCString()).toBe(item.pubDate);
    expect(item.description).toContain("Boats carried rice");
    expect(item["itunes:duration"]).toBe("00:01:01");
    expect(item["itunes:episode"]).toBe(7);
    expect(item["itunes:episodeType"]).toBe("full");
    expect(item["itunes:explicit"]).toBe(true);
    expect(item.link).toBe(`${BASE}/article/${published.slug}`);
    // No transcript without one.
    expect(item["podcast:transcript"]).toBeUndefined();
    expect(await podcastFeed(db(), storage, BASE, "no-such-show")).toBeNull();
  });
});

describe("podcast pages in the page cache", () => {
  it("a show's change drops the podcasts' pages and feeds only; a piece's change drops them too", () => {
    for (const p of ["/podcasts", "/podcasts/bell-hour", "/podcasts/bell-hour/feed.xml", "/podcasts.data"]) {
      expect(touches("podcasts", pageTags(p, [])), p).toBe(true);
      expect(touches("content", pageTags(p, [])), p).toBe(true);
    }
    for (const p of ["/", "/rss.xml", "/article/a-story", "/about", "/podcast-notes"])
      expect(touches("podcasts", pageTags(p, [])), p).toBe(false);
  });

  it("says durations as Apple prefers them", () => {
    expect([duration(0), duration(59), duration(3600), duration(3725)]).toEqual([
      "00:00:00",
      "00:00:59",
      "01:00:00",
      "01:02:05",
    ]);
  });
});
