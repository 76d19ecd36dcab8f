import { describe, expect, it } from "vitest";
import { axeViolations } from "../helpers/browser.ts";
import {
  DEFAULT_RATES,
  FORECAST_PATH,
  RATES_PATH,
  defaultForecast,
  ratesBody,
} from "../helpers/fake-providers.ts";
import {
  eventually,
  geolocation,
  locatingPage,
  markets,
  seeWidgets,
  setVisibility,
  sleep,
  watch,
  weather,
  weatherShown,
  setUpWidgetSites,
} from "./widgets-site.ts";

/** The home page's widgets with their providers up: figures, refreshes, the reader's location
 * (tests/e2e/widgets-site.ts). */
const { fake, site, newPageAt, openHome } = await setUpWidgetSites();

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
    await seeWidgets(page);
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
    const page = await locatingPage(site.browser, { latitude: 25.54123, longitude: 91.88256 });
    const { uncaught } = watch(page);
    await page.goto(`${site.url}/`);
    await seeWidgets(page);
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
    const page = await locatingPage(site.browser, null);
    const { uncaught } = watch(page);
    await page.goto(`${site.url}/`);
    await seeWidgets(page);
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
    await seeWidgets(page);
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
