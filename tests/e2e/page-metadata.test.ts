import { describe, expect, it } from "vitest";
import { axeViolations, launchBrowser, newPage } from "../helpers/browser.ts";
import { headTags } from "../helpers/head-tags.ts";
import {
  breaking,
  care,
  CORRECTION,
  FRESH_TITLE,
  newsArticleLd,
  PUBLIC_URL,
  recentSlugs,
  setUpFeedsSite,
  SITE_NAME,
  siteUrl,
  UPLOADED_PICTURE,
  type Ld,
} from "./feeds-site.ts";

/** What a page's head tells search engines and sharing previews, and issue 25's previews, corrections
 * and takedowns. */
setUpFeedsSite();

describe("structured data and sharing metadata", () => {
  it("every article on the home page: NewsArticle with headline, image, dates, author and publisher logo", async () => {
    const home = await (await fetch(`${siteUrl()}/`)).text();
    const paths = [...home.matchAll(/href="(\/article\/(?!breaking-news-)[a-z0-9-]+)"/g)].map((m) => m[1]!);
    expect(new Set(paths).size).toBeGreaterThanOrEqual(6);
    for (const pagePath of new Set(paths)) {
      const { ld, meta } = await newsArticleLd(pagePath);
      expect(meta.get("og:url")).toBe(`${PUBLIC_URL}${pagePath}`);
      expect(meta.get("og:title")).toBe(ld.headline);
      expect((ld.mainEntityOfPage as Ld)["@id"]).toBe(`${PUBLIC_URL}${pagePath}`);
      // The demo's pictures are SVG, which sharing previews do not show: the PNG rendered beside each
      // stands in there (decision 0020).
      const [image] = ld.image as string[];
      if (image!.endsWith(".svg")) {
        expect(image!.startsWith(`${PUBLIC_URL}/images/`), image).toBe(true);
        expect(meta.get("og:image")).toBe(image!.replace(/\.svg$/, ".png"));
        expect(meta.get("twitter:card")).toBe("summary_large_image");
      }
    }
  });

  it("an article with an upload from before sharing previews shows it in the JSON-LD, and the default preview", async () => {
    const { ld, meta } = await newsArticleLd("/article/market-day-in-tamu");
    expect(ld.image).toEqual([`${PUBLIC_URL}${UPLOADED_PICTURE}`]);
    const preview = `${PUBLIC_URL}/images/default-article.png`;
    expect([meta.get("og:image"), meta.get("twitter:image")]).toEqual([preview, preview]);
    expect(meta.get("twitter:card")).toBe("summary_large_image");
  });

  it("an article without a picture has the logo as its image, and its own title with the site name", async () => {
    const slug = recentSlugs.find((s) => s.startsWith("floods-update"))!;
    const { ld, meta } = await newsArticleLd(`/article/${slug}`);
    expect(ld.headline).toBe(FRESH_TITLE);
    expect(ld.image).toEqual([`${PUBLIC_URL}/images/logo.png`]);
    expect(ld.author).toEqual([
      { "@type": "Person", name: "Test Reporter", url: `${PUBLIC_URL}/author/test-reporter` },
    ]);
    expect(meta.get("og:image")).toBe(`${PUBLIC_URL}/images/default-article.png`);
    expect(meta.get("twitter:card")).toBe("summary_large_image");
  });

  it("a breaking-news page has its own title, description, canonical, previews and JSON-LD", async () => {
    const pagePath = `/article/breaking-news-${breaking.id}`;
    const html = await (await fetch(`${siteUrl()}${pagePath}`)).text();
    const head = headTags(html);
    expect(head.title).toBe(`${breaking.title} | ${SITE_NAME}`);
    expect(head.links.find((l) => l.rel === "canonical")?.href).toBe(`${PUBLIC_URL}${pagePath}`);
    const description = head.meta.get("description")!;
    expect(description.length).toBeGreaterThan(0);
    expect(description.length).toBeLessThanOrEqual(160);
    expect(
      Object.fromEntries(["og:type", "og:title", "og:url", "og:site_name"].map((k) => [k, head.meta.get(k)])),
    ).toEqual({
      "og:type": "article",
      "og:title": breaking.title,
      "og:url": `${PUBLIC_URL}${pagePath}`,
      "og:site_name": SITE_NAME,
    });
    const { ld } = await newsArticleLd(pagePath);
    expect(ld.headline).toBe(breaking.title);
    expect(ld.author).toEqual([{ "@type": "Organization", name: SITE_NAME, url: `${PUBLIC_URL}/` }]);
  });
});

describe("previews, corrections and takedowns (issue 25)", () => {
  it("a preview link shows the draft under its bar, noindex, never cached; revoked: 404; published since: 302", async () => {
    for (const round of [1, 2]) {
      const response = await fetch(`${siteUrl()}${care.live}`);
      expect([round, response.status]).toEqual([round, 200]);
      expect(response.headers.get("x-robots-tag")).toBe("noindex, nofollow");
      expect(response.headers.get("cache-control")).toBe("private, no-store");
      expect(response.headers.get("x-cache")).toBeNull();
      const html = await response.text();
      expect(headTags(html).meta.get("robots")).toBe("noindex, nofollow");
      expect(html).toMatch(/<div role="status"[^>]*>Preview — not published/);
      expect(html).toContain("Monsoon budget, a draft</h1>");
    }
    const revoked = await fetch(`${siteUrl()}${care.revoked}`);
    expect([revoked.status, revoked.headers.get("x-robots-tag")]).toEqual([404, "noindex, nofollow"]);
    expect((await fetch(`${siteUrl()}/preview/${"x".repeat(43)}`)).status).toBe(404);
    const moved = await fetch(`${siteUrl()}${care.publishedSince}`, { redirect: "manual" });
    expect([moved.status, moved.headers.get("location")]).toEqual([302, `/article/${care.publishedSlug}`]);
  });

  it("a corrected article shows the dated correction under its headline and in its JSON-LD, with dateModified", async () => {
    const page = await (await fetch(`${siteUrl()}/article/${care.corrected}`)).text();
    // Without the markers React leaves between adjacent texts.
    const html = page.replaceAll("<!-- -->", "");
    expect(html).toMatch(
      new RegExp(
        `Bridge tolls set</h1><ul aria-label="Corrections".*Correction, <time[^>]*>[A-Z][a-z]+ \\d{1,2}, \\d{4}</time>:</span> ${CORRECTION}`,
      ),
    );
    const { ld } = await newsArticleLd(`/article/${care.corrected}`);
    const at = care.correctedAt.toISOString();
    expect(ld.correction).toEqual([{ "@type": "CorrectionComment", text: CORRECTION, datePublished: at }]);
    expect(ld.dateModified).toBe(at);
  });

  it("a taken-down article says noindex by meta and header, signs as Staff, leaves its writer's page, and is in neither sitemap", async () => {
    const response = await fetch(`${siteUrl()}/article/${care.takenDown}`);
    expect(response.headers.get("x-robots-tag")).toBe("noindex");
    const html = await response.text();
    expect(headTags(html).meta.get("robots")).toBe("noindex");
    expect(html.replaceAll("<!-- -->", "")).toMatch(
      /By <span class="font-semibold"><span><a href="\/author\/staff"[^>]*>Staff<\/a>/,
    );
    // The writer's author page no longer lists it (issue 26: bylines are people).
    const writer = await (await fetch(`${siteUrl()}/author/test-reporter`)).text();
    expect(writer).toContain("/article/market-day-in-tamu");
    expect(writer).not.toContain(care.takenDown);
    for (const file of ["sitemap.xml", "news-sitemap.xml"]) {
      const text = await (await fetch(`${siteUrl()}/${file}`)).text();
      expect([file, text.includes(care.takenDown)]).toEqual([file, false]);
    }
    expect(await (await fetch(`${siteUrl()}/sitemap.xml`)).text()).toContain(care.corrected);
  });

  it("a creative piece: its preview, and its correction and noindex on the creative page's ?piece=", async () => {
    const preview = await (await fetch(`${siteUrl()}${care.poemPreview}`)).text();
    expect(preview).toContain("Preview — not published");
    expect(preview).toMatch(/<h1[^>]*>Rain on tin roofs<\/h1>/);
    const response = await fetch(`${siteUrl()}/creative?piece=${care.poem}`);
    expect(response.headers.get("x-robots-tag")).toBe("noindex");
    const html = (await response.text()).replaceAll("<!-- -->", "");
    expect(headTags(html).meta.get("robots")).toBe("noindex");
    expect(html).toMatch(/Correction, <time[^>]*>[^<]+<\/time>:<\/span> The second verse was missing\./);
  });

  it("the preview page is axe-clean at 375 and 1280 px", async () => {
    const browser = await launchBrowser();
    try {
      for (const width of [375, 1280]) {
        const { context, page } = await newPage(browser, { width });
        await page.addInitScript(() => window.localStorage.setItem("bt-splash-seen", "1"));
        await page.goto(`${siteUrl()}${care.live}`, { waitUntil: "networkidle" });
        await expect(
          page.getByRole("status").filter({ hasText: "Preview — not published" }).isVisible(),
        ).resolves.toBe(true);
        expect([width, await axeViolations(page)]).toEqual([width, []]);
        await context.close();
      }
    } finally {
      await browser.close();
    }
  });
});
