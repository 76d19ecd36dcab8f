import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { axeViolations, newPage } from "../helpers/browser.ts";
import {
  DEFAULT_RATES,
  FORECAST_PATH,
  RATES_PATH,
  defaultForecast,
  ratesBody,
  startFakeProviders,
} from "../helpers/fake-providers.ts";
import { startServer, type RunningServer } from "../helpers/server.ts";
import { setUpSite } from "./site.ts";

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
let offline: RunningServer;
beforeAll(async () => {
  offline = await startServer();
});
afterAll(() => offline?.stop());

const WIDTHS = [375, 1280];
/** Long enough for the widgets' code and data to arrive on a busy machine. */
const eventually = { timeout: 15_000 };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const weather = (page: Page) => page.getByRole("region", { name: "Weather" });
/** Waits until the weather widget shows what its data gave (figures, or a message), not its loading rows. */
const weatherShown = (page: Page) =>
  expect
    .poll(async () => (await weather(page).innerText()).includes("Loading weather…"), eventually)
    .toBe(false);
const markets = (page: Page) => page.getByRole("region", { name: "Markets" });

/** Uncaught errors, and what the page logged as errors. */
function watch(page: Page) {
  const uncaught: string[] = [];
  const logged: string[] = [];
  page.on("pageerror", (error) => uncaught.push(error.message));
  page.on("console", (message) => void (message.type() === "error" && logged.push(message.text())));
  return { uncaught, logged };
}

async function openHome(base: string, width = 1280) {
  const page = await newPageAt(width);
  const seen = watch(page);
  await page.goto(`${base}/`);
  return { page, ...seen };
}

async function newPageAt(width: number) {
  const { page } = await newPage(site.browser, { width, height: 900 });
  await page.addInitScript(() => window.localStorage.setItem("bt-splash-seen", "1"));
  return page;
}

/** A page whose browser gives `position` when asked (null: the reader refuses), and counts how often
 * the page asks for it and how often that fails. */
async function locatingPage(position: { latitude: number; longitude: number } | null) {
  const context = await site.browser.newContext({
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

const geolocation = (page: Page) =>
  page.evaluate(() => ({ ...(window as unknown as { geolocationCounts: object }).geolocationCounts }));

/** The two widgets' heights: the same in every state means nothing below them moves. */
const heights = (page: Page) =>
  Promise.all(
    [weather(page), markets(page)].map((widget) =>
      widget.evaluate((el) => el.getBoundingClientRect().height),
    ),
  );

async function setVisibility(page: Page, state: "hidden" | "visible") {
  await page.evaluate((value) => {
    Object.defineProperty(document, "visibilityState", { configurable: true, get: () => value });
    document.dispatchEvent(new Event("visibilitychange"));
  }, state);
}

/** The median time to render the home page's HTML, past the page cache (as a signed-in reader). */
async function renderMs(base: string): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < 6; i++) {
    const started = performance.now();
    const html = await (await fetch(`${base}/`, { headers: { cookie: "bt_session=not-a-session" } })).text();
    expect(html).toContain("Loading weather…");
    if (i > 0) times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b)[2]!;
}

describe("the widgets with the providers unreachable", () => {
  it("do not slow the home page: the server renders it as fast as with the providers up", async () => {
    const up = await renderMs(site.url);
    const unreachable = await renderMs(offline.url);
    console.log(
      `home page HTML: ${up.toFixed(0)} ms with the providers up, ${unreachable.toFixed(0)} ms without`,
    );
    expect(unreachable).toBeLessThan(up * 1.5 + 200);
  });

  it("leave the home page whole: empty states, the failures logged by the server, a clean console", async () => {
    const page = await newPageAt(1280);
    const { uncaught, logged } = watch(page);
    await page.goto(`${offline.url}/`, { waitUntil: "networkidle" });
    expect(await page.getByRole("heading", { name: "Top Stories" }).count()).toBe(1);
    await expect.poll(() => weather(page).innerText(), eventually).toContain("No weather data available");
    await expect.poll(() => markets(page).innerText(), eventually).toContain("No market data available");
    expect(uncaught).toEqual([]);
    expect(logged).toEqual([]);
    expect(offline.output()).toContain("Market data unavailable: http://127.0.0.1:9 is an address");
    expect(offline.output()).toContain("Weather for Shillong unavailable");
    await page.context().close();
  });

  it("log a failure to reach the site's own endpoints, without a crash", async () => {
    const page = await newPageAt(1280);
    const { uncaught, logged } = watch(page);
    await page.route("**/api/markets", (route) => route.fulfill({ status: 503, json: { ok: false } }));
    // Every request ends, failed ones included (an unread error body once kept a connection open).
    await page.goto(`${offline.url}/`, { waitUntil: "networkidle" });
    await expect.poll(() => markets(page).innerText(), eventually).toContain("No market data available");
    expect(logged.some((text) => text.startsWith("Failed to get market data"))).toBe(true);
    expect(uncaught).toEqual([]);
    await page.context().close();
  });

  it("say 'Failed to get weather data' when the weather cannot be fetched at all", async () => {
    const page = await newPageAt(1280);
    const { uncaught } = watch(page);
    await page.route("**/api/weather", (route) => route.abort());
    await page.goto(`${offline.url}/`);
    await expect.poll(() => weather(page).innerText(), eventually).toContain("Failed to get weather data");
    expect(uncaught).toEqual([]);
    await page.context().close();
  });

  it.each(WIDTHS)(
    "keep their height in every state, and are axe-clean in each, at %i px",
    async (width) => {
      const loading = await newPageAt(width);
      await loading.route("**/api/**", () => {});
      // The widgets ask for their data once their code has replaced the server's frames: from then on
      // they stay in their loading state, as these requests are never answered.
      const asked = Promise.all([
        loading.waitForRequest(/\/api\/weather$/),
        loading.waitForRequest(/\/api\/markets$/),
      ]);
      await loading.goto(`${offline.url}/`);
      await asked;
      await expect.poll(() => weather(loading).innerText(), eventually).toContain("Loading weather…");
      const reserved = await heights(loading);
      expect(await axeViolations(loading), `loading at ${width}`).toEqual([]);
      await loading.context().close();

      const failed = await newPageAt(width);
      await failed.route(/\/api\/(weather|markets)$/, (route) => route.abort());
      await failed.goto(`${offline.url}/`);
      await expect
        .poll(() => weather(failed).innerText(), eventually)
        .toContain("Failed to get weather data");
      await expect.poll(() => markets(failed).innerText(), eventually).toContain("No market data available");
      expect(await heights(failed)).toEqual(reserved);
      expect(await axeViolations(failed), `failed at ${width}`).toEqual([]);
      await failed.context().close();

      const { page: empty } = await openHome(offline.url, width);
      await expect.poll(() => weather(empty).innerText(), eventually).toContain("No weather data available");
      expect(await heights(empty)).toEqual(reserved);
      expect(await axeViolations(empty), `empty at ${width}`).toEqual([]);
      await empty.context().close();

      const { page: loaded } = await openHome(site.url, width);
      await expect.poll(() => markets(loaded).innerText(), eventually).toContain("USD/INR");
      await expect.poll(() => weather(loaded).innerText(), eventually).toContain("24°C");
      expect(await heights(loaded)).toEqual(reserved);
      expect(await axeViolations(loaded), `loaded at ${width}`).toEqual([]);
      await loaded.context().close();
    },
    120_000,
  );
});

describe("the widgets with the provider up", () => {
  it("show the provider's figures, with a picture and words for each condition", async () => {
    const { page, uncaught } = await openHome(site.url);
    await expect.poll(() => weather(page).innerText(), eventually).toContain("19°C");
    const text = await weather(page).innerText();
    for (const shown of ["Shillong", "Light rain", "Sajek Valley", "Clear sky", "27°C", "Overcast", "24°C"])
      expect(text).toContain(shown);
    const icons = weather(page).locator("svg[data-condition]");
    expect(await icons.evaluateAll((all) => all.map((svg) => svg.getAttribute("data-condition")))).toEqual([
      "rain",
      "clear",
      "clouds",
    ]);
    expect(await icons.first().getAttribute("aria-hidden")).toBe("true");
    const row = markets(page).getByRole("row", { name: /USD\/INR/ });
    await expect.poll(() => row.innerText(), eventually).toMatch(/83\.25\s+▲ \+0\.15 \(\+0\.18%\)/);
    expect(await markets(page).getByRole("row").count()).toBe(7);
    expect(uncaught).toEqual([]);
    await page.context().close();
  });

  it("refresh the markets every 30 s while the page is visible, and not while it is hidden", async () => {
    const page = await newPageAt(1280);
    let asked = 0;
    page.on("request", (request) => void (request.url().endsWith("/api/markets") && asked++));
    await page.clock.install();
    await page.goto(`${site.url}/`);
    const inr = markets(page).getByRole("row", { name: /USD\/INR/ });
    await expect.poll(() => inr.innerText(), eventually).toContain("83.25");
    expect(asked).toBe(1);

    const rates = (inr: number) =>
      ratesBody({ ...DEFAULT_RATES, "2026-08-21": { ...DEFAULT_RATES["2026-08-20"], INR: inr } });
    fake.answer(RATES_PATH, () => ({ body: rates(84.1) }));
    await sleep(1100);
    // The page's clock also runs with real time (a few seconds by now): 20 s on is still short of 30.
    await page.clock.runFor(20_000);
    expect(asked).toBe(1);
    await page.clock.runFor(10_000);
    await expect.poll(() => inr.innerText(), eventually).toContain("84.10");
    expect(asked).toBe(2);

    await setVisibility(page, "hidden");
    fake.answer(RATES_PATH, () => ({ body: rates(85) }));
    await sleep(1100);
    await page.clock.runFor(120_000);
    await sleep(300);
    expect(asked).toBe(2);
    await expect.poll(() => inr.innerText(), eventually).toContain("84.10");

    await setVisibility(page, "visible");
    await expect.poll(() => inr.innerText(), eventually).toContain("85.00");
    expect(asked).toBe(3);
    await page.clock.runFor(30_000);
    await expect.poll(() => asked, eventually).toBe(4);
    fake.reset();
    await page.context().close();
  });

  it("ask for the reader's location only after a click, and add the weather there", async () => {
    const page = await locatingPage({ latitude: 25.54123, longitude: 91.88256 });
    const { uncaught } = watch(page);
    await page.goto(`${site.url}/`);
    await expect.poll(() => weather(page).innerText(), eventually).toContain("24°C");
    expect(await geolocation(page)).toEqual({ asked: 0, failed: 0 });
    expect(fake.requests.some((r) => r.query.get("latitude") === "25.54")).toBe(false);

    await weather(page).getByRole("button", { name: "Show weather for my location" }).click();
    await expect.poll(() => weather(page).innerText(), eventually).toContain("Your location");
    expect(await geolocation(page)).toEqual({ asked: 1, failed: 0 });
    expect(await page.evaluate(() => document.activeElement?.textContent)).toContain("Your location");
    const sent = fake.requests.find((r) => r.query.get("latitude") === "25.54")!.query;
    expect(sent.get("longitude")).toBe("91.88");
    expect(await weather(page).innerText()).toContain("Partly cloudy");
    expect(await axeViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 1280, height: 900 });
    expect(await axeViolations(page)).toEqual([]);
    expect(uncaught).toEqual([]);
    await page.context().close();
  });

  it("ignore a location the reader does not give", async () => {
    const page = await locatingPage(null);
    const { uncaught } = watch(page);
    await page.goto(`${site.url}/`);
    await expect.poll(() => weather(page).innerText(), eventually).toContain("24°C");
    await weather(page).getByRole("button", { name: "Show weather for my location" }).click();
    await expect.poll(() => geolocation(page), eventually).toEqual({ asked: 1, failed: 1 });
    await expect
      .poll(
        () => weather(page).getByRole("button", { name: "Show weather for my location" }).count(),
        eventually,
      )
      .toBe(1);
    expect(await weather(page).innerText()).not.toContain("Your location");
    expect(uncaught).toEqual([]);
    await page.context().close();
  });

  it("leave a city out when the provider fails for it", async () => {
    fake.answer(FORECAST_PATH, (query) =>
      query.get("latitude") === "23.382" ? { status: 500 } : defaultForecast(query),
    );
    await sleep(1100);
    const { page } = await openHome(site.url);
    await weatherShown(page);
    expect(await weather(page).innerText()).toContain("Myitkyina");
    expect(await weather(page).innerText()).not.toContain("Sajek Valley");
    fake.reset();
    await page.context().close();
  });

  it("never hold up the home page: it loads while a provider hangs, the widgets showing their loading state", async () => {
    fake.answer(FORECAST_PATH, (query) => ({ ...defaultForecast(query), delayMs: 20_000 }));
    fake.answer(RATES_PATH, () => ({ body: ratesBody(DEFAULT_RATES), delayMs: 20_000 }));
    await sleep(1100);
    const page = await newPageAt(1280);
    const { uncaught } = watch(page);
    const started = Date.now();
    await page.goto(`${site.url}/`, { waitUntil: "load" });
    const loaded = Date.now() - started;
    expect(await weather(page).innerText()).toContain("Loading weather…");
    expect(await markets(page).innerText()).toContain("Loading market data…");
    // The server gives up on the provider after its timeout (4 s), far sooner than the provider answers.
    await expect.poll(() => markets(page).innerText(), eventually).toContain("No market data available");
    await expect.poll(() => weather(page).innerText(), eventually).toContain("No weather data available");
    expect(loaded).toBeLessThan(4000);
    expect(uncaught).toEqual([]);
    fake.reset();
    await page.context().close();
  });
});
