import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, expect } from "vitest";
import { newPage } from "../helpers/browser.ts";
import { startFakeProviders } from "../helpers/fake-providers.ts";
import { startServer, type RunningServer } from "../helpers/server.ts";
import { setUpSite } from "./site.ts";

/** The home page's weather and markets widgets (tests/e2e/home-widgets*.test.ts): the fake Open-Meteo and
 * Frankfurter, the site using them and, when asked, the same site with its providers unreachable. */
export async function setUpWidgetSites({ offline: withOffline = false } = {}) {
  const fake = await startFakeProviders();
  afterAll(() => fake.close());

  /** The site with the fake Open-Meteo and Frankfurter up, caching for a second only so that a test can
   * change the fake's figures and see them. */
  const site = setUpSite({
    env: {
      WEATHER_URL: fake.url,
      MARKETS_URL: fake.url,
      PROVIDER_ALLOW_ADDRESSES: "127.0.0.1",
      WEATHER_CACHE_SECONDS: "1",
      MARKETS_CACHE_SECONDS: "1",
    },
  });

  /** The same site with its providers unreachable, as on a machine without network. */
  let offline: RunningServer | undefined;
  if (withOffline) {
    beforeAll(async () => {
      offline = await startServer();
    });
    afterAll(() => offline?.stop());
  }

  async function newPageAt(width: number) {
    const { page } = await newPage(site.browser, { width, height: 900 });
    await page.addInitScript(() => window.localStorage.setItem("bt-splash-seen", "1"));
    return page;
  }

  async function openHome(base: string, width = 1280) {
    const page = await newPageAt(width);
    const seen = watch(page);
    await page.goto(`${base}/`);
    await seeWidgets(page);
    return { page, ...seen };
  }

  return {
    fake,
    site,
    get offline(): RunningServer {
      if (!offline) throw new Error("The offline site is not started");
      return offline;
    },
    newPageAt,
    openHome,
  };
}

export const WIDTHS = [375, 1280];
/** Long enough for the widgets' code and data to arrive on a busy machine. */
export const eventually = { timeout: 15_000 };
export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
export const weather = (page: Page) => page.getByRole("region", { name: "Weather" });
/** Waits until the weather widget shows what its data gave (figures, or a message), not its loading rows. */
export const weatherShown = (page: Page) =>
  expect
    .poll(async () => (await weather(page).innerText()).includes("Loading weather…"), eventually)
    .toBe(false);
export const markets = (page: Page) => page.getByRole("region", { name: "Markets" });
/** Scrolls the widgets near the screen: their island loads there (decision 0063), and below the fold of
 * a phone it would not load at all. By their row, which stays while the widgets replace their frames. */
export const seeWidgets = (page: Page) =>
  page.evaluate(() => document.querySelector("[data-widgets]")!.scrollIntoView({ block: "center" }));

/** Uncaught errors, and what the page logged as errors. */
export function watch(page: Page) {
  const uncaught: string[] = [];
  const logged: string[] = [];
  page.on("pageerror", (error) => uncaught.push(error.message));
  page.on("console", (message) => void (message.type() === "error" && logged.push(message.text())));
  return { uncaught, logged };
}

/** A page whose browser gives `position` when asked (null: the reader refuses), and counts how often
 * the page asks for it and how often that fails. */
export async function locatingPage(
  browser: Browser,
  position: { latitude: number; longitude: number } | null,
) {
  const context = await browser.newContext({
    viewport: { width: 375, height: 900 },
    reducedMotion: "reduce",
    ...(position ? { geolocation: position, permissions: ["geolocation"] } : {}),
  });
  await context.addInitScript(() => {
    window.localStorage.setItem("bt-splash-seen", "1");
    const counts = { asked: 0, failed: 0 };
    Object.assign(window, { geolocationCounts: counts });
    const ask = navigator.geolocation.getCurrentPosition.bind(navigator.geolocation);
    navigator.geolocation.getCurrentPosition = (success, failure, options) => {
      counts.asked++;
      ask(
        success,
        (error) => {
          counts.failed++;
          failure?.(error);
        },
        options,
      );
    };
  });
  return context.newPage();
}

export const geolocation = (page: Page) =>
  page.evaluate(() => ({ ...(window as unknown as { geolocationCounts: object }).geolocationCounts }));

/** The two widgets' heights: the same in every state means nothing below them moves. */
export const heights = (page: Page) =>
  Promise.all(
    [weather(page), markets(page)].map((widget) =>
      widget.evaluate((el) => el.getBoundingClientRect().height),
    ),
  );

export async function setVisibility(page: Page, state: "hidden" | "visible") {
  await page.evaluate((value) => {
    Object.defineProperty(document, "visibilityState", { configurable: true, get: () => value });
    document.dispatchEvent(new Event("visibilitychange"));
  }, state);
}

/** The median time to render the home page's HTML, past the page cache (as a signed-in reader). */
export async function renderMs(base: string): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < 6; i++) {
    const started = performance.now();
    const html = await (await fetch(`${base}/`, { headers: { cookie: "bt_session=not-a-session" } })).text();
    expect(html).toContain("Loading weather…");
    if (i > 0) times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b)[2]!;
}
