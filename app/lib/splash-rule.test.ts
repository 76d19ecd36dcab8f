import { describe, expect, it } from "vitest";
import { greetsWithSplash } from "./splash-rule.ts";

const PERSON =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";
const CRAWLERS = [
  "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
  "Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; Googlebot/2.1; +http://www.google.com/bot.html) Chrome/131.0.6778.204 Safari/537.36",
  "Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)",
  "facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)",
  "Twitterbot/1.0",
  "Mozilla/5.0 (compatible; archive.org_bot +http://archive.org/details/archive.org_bot)",
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36",
];

describe("the splash's greeting rule", () => {
  it("greets a person whose first page is the home page, tracking parameters or not", () => {
    expect(greetsWithSplash({ landing: "https://news.example.org/", userAgent: PERSON })).toBe(true);
    expect(greetsWithSplash({ landing: "/?utm_source=newsletter", userAgent: PERSON })).toBe(true);
  });

  it("never covers a deep link: an article, a category, the search, an author, a creative piece, the portal", () => {
    for (const landing of [
      "/article/flood-relief-reaches-the-villages",
      "/politics",
      "/politics?page=2",
      "/search?q=flood",
      "/author/rina-das",
      "/creative?piece=rain-on-tin-roofs",
      "/admin",
      "/about",
    ])
      expect(greetsWithSplash({ landing, userAgent: PERSON }), landing).toBe(false);
  });

  it("never shows to a crawler, even on the home page", () => {
    for (const userAgent of CRAWLERS)
      expect(greetsWithSplash({ landing: "/", userAgent }), userAgent).toBe(false);
  });
});
