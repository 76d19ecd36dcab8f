// Lighthouse scores of a page, on Debian's Chromium with the network-quiet flags of the browser tests.
// Used by `npm run bench`; traffic goes only to the URL given (127.0.0.1).
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM, CHROMIUM_FLAGS } from "../tests/helpers/browser.ts";

export type Scores = Record<"performance" | "accessibility" | "best-practices" | "seo", number> & {
  /** Total blocking time and largest contentful paint, in milliseconds (simulated). */
  tbt: number;
  lcp: number;
};

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;

/** Lighthouse's own failures that it says to retry ("Please run Lighthouse again"): its trace of the load
 * came out incomplete. Not a verdict on the page. */
const RETRIED = new Set(["NO_NAVSTART", "NO_FCP", "NO_TRACING_STARTED", "NO_DCL", "NO_LCP"]);
const ATTEMPTS = 3;

/** Mobile form factor with Lighthouse's simulated slow 4G and 4x CPU slowdown (its defaults). */
export async function lighthouseScores(url: string): Promise<Scores> {
  for (let attempt = 1; ; attempt++) {
    const chrome = await chromeLauncher.launch({
      chromePath: CHROMIUM,
      chromeFlags: ["--headless=new", ...CHROMIUM_FLAGS],
    });
    try {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: [...CATEGORIES],
      });
      if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
      const failure = result.lhr.runtimeError;
      if (failure && RETRIED.has(failure.code) && attempt < ATTEMPTS) {
        console.log(`  (Lighthouse: ${failure.code} on ${url}, run again)`);
        continue;
      }
      if (failure) throw new Error(`Lighthouse failed on ${url}: ${failure.message}`);
      const { categories, audits } = result.lhr;
      const ms = (audit: string) => Math.round(audits[audit]?.numericValue ?? NaN);
      return {
        ...(Object.fromEntries(
          CATEGORIES.map((name) => [name, Math.round((categories[name]?.score ?? 0) * 100)]),
        ) as Record<(typeof CATEGORIES)[number], number>),
        tbt: ms("total-blocking-time"),
        lcp: ms("largest-contentful-paint"),
      };
    } finally {
      chrome.kill();
    }
  }
}
