import fs from "node:fs";
import { createRequire } from "node:module";
import type { AxeResults } from "axe-core";
import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";

declare global {
  interface Window {
    axe: { run(context: Document, options: object): Promise<AxeResults> };
  }
}

/** Debian's Chromium (`apt-get install chromium`): the whole browser, which Lighthouse needs. */
export const CHROMIUM = process.env.CHROME_PATH ?? "/usr/bin/chromium";

/** What the browser tests drive: Debian's build of Chromium's headless shell (`apt-get install
 * chromium-headless-shell`) where the machine has it, the engine Playwright itself runs headless. It
 * renders the same pages with about a third less CPU than the whole browser in its headless mode
 * (docs/performance.md); without it, the whole browser. */
export const CHROME =
  process.env.CHROME_PATH ??
  ["/usr/bin/chromium-headless-shell", CHROMIUM].find((path) => fs.existsSync(path)) ??
  CHROMIUM;

/** Headless, and everything that would reach for the network switched off. */
export const CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/** A person's browser (Chromium on a phone), for what the site shows people and not crawlers. */
export const PERSON_USER_AGENT =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";

/** Debian's Chromium, headless, with everything that would reach for the network switched off.
 * Playwright gives every launch a fresh, empty profile directory of its own. */
export async function launchBrowser(): Promise<Browser> {
  if (!fs.existsSync(CHROME))
    throw new Error(
      `Chromium not found at ${CHROME}: install it (apt-get install chromium-headless-shell) or set CHROME_PATH`,
    );
  return chromium.launch({
    executablePath: CHROME,
    headless: true,
    args: CHROMIUM_FLAGS,
  });
}

export async function newPage(
  browser: Browser,
  options: {
    width?: number;
    height?: number;
    javaScriptEnabled?: boolean;
    reducedMotion?: "reduce" | "no-preference";
    /** Headless Chromium names itself HeadlessChrome, which the site takes for a crawler. */
    userAgent?: string;
  } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    ...(options.userAgent ? { userAgent: options.userAgent } : {}),
    viewport: { width: options.width ?? 1280, height: options.height ?? 900 },
    javaScriptEnabled: options.javaScriptEnabled ?? true,
    reducedMotion: options.reducedMotion ?? "reduce",
  });
  return { context, page: await context.newPage() };
}

const AXE_SOURCE: string = createRequire(import.meta.url)("axe-core").source;
const WCAG_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

/** axe's WCAG 2.0 and 2.1 A and AA rules; returns the violations, described for a test failure.
 *
 * axe-core itself, run in the page: put into each of the page's frames once per document, then
 * `axe.run` from the top, which asks the frames in turn. @axe-core/playwright's builder opened a second
 * page for every check to merge its results in, and put axe in twice: four times the CPU for the same
 * rules and the same answer, which on the 2-core CI machine was minutes of the browser suite. */
export async function axeViolations(page: Page): Promise<string[]> {
  // The page as it settles: a colour transition under way (a button re-enabled, a hover ending) is
  // measured by axe at its colour of the moment, which no reader reads.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        // A scroll-driven animation (a long-form page's reading-progress bar) ends only at the page's end.
        .filter((animation) => !(animation.timeline && "source" in animation.timeline))
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  for (const frame of page.frames())
    if (!(await frame.evaluate(() => "axe" in window))) await frame.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(
    async (tags) =>
      (
        await window.axe.run(document, {
          runOnly: { type: "tag", values: tags },
          resultTypes: ["violations"],
        })
      ).violations.map(({ id, impact, help, nodes }) => ({
        id,
        impact,
        help,
        // Each node with its markup and axe's reason (for contrast: the ratio and both colours), so that
        // a failure seen once in a full run says what it saw.
        targets: nodes.map(
          (n) =>
            `${n.target.join(" ")}: ${n.html.slice(0, 160)}\n    ${n.failureSummary?.replace(/\s+/g, " ")}`,
        ),
      })),
    WCAG_AA,
  );
  return violations.map((v) => `${v.id} (${v.impact}): ${v.help}\n  ${v.targets.slice(0, 5).join("\n  ")}`);
}

/** Resolves once the page's scripts have run: on a page of the React app (the portal, the account), once
 * React has hydrated it; on a public page (decision 0063), once every island that loads without an
 * interaction has hydrated, those that wait to be seen brought into view one by one (the page then goes
 * back to its top). `networkidle` only says the scripts have arrived: on a busy machine hydration can
 * come later, and a scroll or key press made before it reaches no listener. React marks each element it
 * has hydrated with its fiber; the boot script marks each island `data-hydrated`. The effects of that
 * commit have run by the next frame. */
export async function waitForHydration(page: Page): Promise<void> {
  if (await page.evaluate(() => "__reactRouterContext" in window)) {
    await page.waitForFunction(() =>
      Object.keys(document.body).some((key) => key.startsWith("__reactFiber$")),
    );
    return nextFrame(page);
  }
  const islands = await page.evaluate(() => {
    const all = [...document.querySelectorAll<HTMLElement>("[data-island]")].filter(
      (island) => !island.parentElement?.closest("[data-island]") && island.dataset.load !== "interaction",
    );
    all.forEach((island, index) => (island.dataset.waitIndex = String(index)));
    return all.map((island) => island.dataset.load);
  });
  for (const [index, load] of islands.entries()) {
    if (load === "visible")
      await page.evaluate((at) => {
        const island = document.querySelector(`[data-wait-index="${at}"]`);
        island?.firstElementChild?.scrollIntoView({ block: "center" });
      }, index);
    await page.waitForFunction(
      (at) => document.querySelector(`[data-wait-index="${at}"]`)?.hasAttribute("data-hydrated") ?? true,
      index,
    );
  }
  if (islands.includes("visible")) await page.evaluate(() => window.scrollTo(0, 0));
  return nextFrame(page);
}

/** Once the effects of the last commit have run. */
function nextFrame(page: Page): Promise<void> {
  return page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))),
  );
}

/** Records the page's Content-Security-Policy violations from its next navigation on, each as
 * 'directive blocked-URI' ('script-src eval'); returns how to read them. */
export async function watchCspViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener("securitypolicyviolation", (e) =>
      seen.push(`${e.violatedDirective} ${e.blockedURI}`),
    );
  });
  return () => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
}
