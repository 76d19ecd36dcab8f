import { describe, expect, it } from "vitest";
import { axeViolations } from "../helpers/browser.ts";
import {
  eventually,
  heights,
  markets,
  renderMs,
  seeWidgets,
  watch,
  weather,
  WIDTHS,
  setUpWidgetSites,
} from "./widgets-site.ts";

/** The home page's widgets when their providers cannot be reached: the page whole, the server as fast,
 * and the widgets' height the same in every state (tests/e2e/widgets-site.ts). */
const widgets = await setUpWidgetSites({ offline: true });
const { site, newPageAt, openHome } = widgets;

describe("the widgets with the providers unreachable", () => {
  it("do not slow the home page: the server renders it as fast as with the providers up", async () => {
    const up = await renderMs(site.url);
    const unreachable = await renderMs(widgets.offline.url);
    console.log(
      `home page HTML: ${up.toFixed(0)} ms with the providers up, ${unreachable.toFixed(0)} ms without`,
    );
    expect(unreachable).toBeLessThan(up * 1.5 + 200);
  });

  it("leave the home page whole: empty states, the failures logged by the server, a clean console", async () => {
    const page = await newPageAt(1280);
    const { uncaught, logged } = watch(page);
    await page.goto(`${widgets.offline.url}/`, { waitUntil: "networkidle" });
    await seeWidgets(page);
    expect(await page.getByRole("heading", { name: "Top Stories" }).count()).toBe(1);
    await expect.poll(() => weather(page).innerText(), eventually).toContain("No weather data available");
    await expect.poll(() => markets(page).innerText(), eventually).toContain("No market data available");
    expect(uncaught).toEqual([]);
    expect(logged).toEqual([]);
    expect(widgets.offline.output()).toContain("Market data unavailable: http://127.0.0.1:9 is an address");
    expect(widgets.offline.output()).toContain("Weather for Shillong unavailable");
    await page.context().close();
  });

  it("log a failure to reach the site's own endpoints, without a crash", async () => {
    const page = await newPageAt(1280);
    const { uncaught, logged } = watch(page);
    await page.route("**/api/markets", (route) => route.fulfill({ status: 503, json: { ok: false } }));
    // Every request ends, failed ones included (an unread error body once kept a connection open).
    await page.goto(`${widgets.offline.url}/`, { waitUntil: "networkidle" });
    await seeWidgets(page);
    await expect.poll(() => markets(page).innerText(), eventually).toContain("No market data available");
    expect(logged.some((text) => text.startsWith("Failed to get market data"))).toBe(true);
    expect(uncaught).toEqual([]);
    await page.context().close();
  });

  it("say 'Failed to get weather data' when the weather cannot be fetched at all", async () => {
    const page = await newPageAt(1280);
    const { uncaught } = watch(page);
    await page.route("**/api/weather", (route) => route.abort());
    await page.goto(`${widgets.offline.url}/`);
    await seeWidgets(page);
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
      await loading.goto(`${widgets.offline.url}/`);
      await seeWidgets(loading);
      await asked;
      await expect.poll(() => weather(loading).innerText(), eventually).toContain("Loading weather…");
      const reserved = await heights(loading);
      expect(await axeViolations(loading), `loading at ${width}`).toEqual([]);
      await loading.context().close();

      const failed = await newPageAt(width);
      await failed.route(/\/api\/(weather|markets)$/, (route) => route.abort());
      await failed.goto(`${widgets.offline.url}/`);
      await seeWidgets(failed);
      await expect
        .poll(() => weather(failed).innerText(), eventually)
        .toContain("Failed to get weather data");
      await expect.poll(() => markets(failed).innerText(), eventually).toContain("No market data available");
      expect(await heights(failed)).toEqual(reserved);
      expect(await axeViolations(failed), `failed at ${width}`).toEqual([]);
      await failed.context().close();

      const { page: empty } = await openHome(widgets.offline.url, width);
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
