/**
 * What names itself as a program rather than a reader's browser (decision 0048): search engines and
 * other crawlers, link previews, monitors, HTTP libraries and headless browsers. Read from the
 * User-Agent of the beacon's request and never kept. A request without one is a program too.
 */
const AUTOMATED = new RegExp(
  [
    "bot\\b",
    "bot/",
    "crawl",
    "spider",
    "slurp",
    "mediapartners",
    "adsbot",
    "apis-google",
    "google-inspectiontool",
    "googleother",
    "feedfetcher",
    "facebookexternalhit",
    "facebookcatalog",
    "embedly",
    "preview",
    "whatsapp",
    "ia_archiver",
    "archive\\.org",
    "lighthouse",
    "pagespeed",
    "pingdom",
    "uptime",
    "monitor",
    "headless",
    "phantomjs",
    "puppeteer",
    "playwright",
    "selenium",
    "webdriver",
    "python",
    "scrapy",
    "curl/",
    "wget/",
    "httpclient",
    "okhttp",
    "go-http-client",
    "java/",
    "libwww",
    "axios/",
    "node-fetch",
    "undici",
  ].join("|"),
  "i",
);

/** Whether a request with this User-Agent is not counted as a reader's view. */
export function isAutomated(userAgent: string | null | undefined): boolean {
  const agent = userAgent?.trim() ?? "";
  return agent === "" || AUTOMATED.test(agent);
}
