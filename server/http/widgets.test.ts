import fc from "fast-check";
import { Hono } from "hono";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import {
  FORECAST_PATH,
  RATES_PATH,
  defaultForecast,
  defaultRates,
  startFakeProviders,
  type FakeProviders,
} from "../../tests/helpers/fake-providers.ts";
import { loadConfig } from "../config.ts";
import { widgetDataFromConfig } from "../modules/widgets/widget-data.ts";
import type { ProxyVariables } from "./proxy.ts";
import { createRateLimits } from "../modules/rate-limits.ts";
import { widgetEndpoints } from "./widgets.ts";

const TIMEOUT_MS = 300;
let fake: FakeProviders;

/** The endpoints as the app mounts them, over the fake providers, with fresh caches and limits. */
function endpoints(env: Record<string, string> = {}) {
  const config = loadConfig({
    WEATHER_URL: fake.url,
    MARKETS_URL: fake.url,
    PROVIDER_ALLOW_ADDRESSES: "127.0.0.1",
    ...env,
  });
  const app = new Hono<{ Variables: ProxyVariables }>();
  app.use(async (c, next) => {
    c.set("clientIp", "203.0.113.7");
    await next();
  });
  app.route(
    "/api",
    widgetEndpoints(
      { config, limits: createRateLimits() },
      widgetDataFromConfig(config.widgets, { timeoutMs: TIMEOUT_MS }),
    ),
  );
  return async (path: string) => {
    const response = await app.request(path);
    return { status: response.status, headers: response.headers, body: (await response.json()) as unknown };
  };
}

beforeAll(async () => {
  fake = await startFakeProviders();
});
afterEach(() => fake.reset());
afterAll(() => fake.close());

describe("weather and markets endpoints against a provider on 127.0.0.1", () => {
  it("answers the three cities' weather, mapped to conditions, in °C", async () => {
    const get = endpoints();
    const { status, headers, body } = await get("/api/weather");
    expect(status).toBe(200);
    expect(headers.get("cache-control")).toBe("public, max-age=300");
    expect(body).toEqual([
      { location: "Shillong", condition: "rain", description: "Light rain", temperature: 18.6 },
      { location: "Sajek Valley", condition: "clear", description: "Clear sky", temperature: 27.2 },
      { location: "Myitkyina", condition: "clouds", description: "Overcast", temperature: 24.4 },
    ]);
    const asked = fake.requests.map((r) => r.query);
    expect(asked.every((q) => q.get("temperature_unit") === "celsius")).toBe(true);
  });

  it("answers one city, and a position rounded to two decimals before it is sent", async () => {
    const get = endpoints();
    expect((await get("/api/weather?city=Myitkyina")).body).toMatchObject({ location: "Myitkyina" });
    const own = await get("/api/weather?latitude=25.123456&longitude=-91.98765");
    expect(own.status).toBe(200);
    expect(own.headers.get("cache-control")).toBe("private, max-age=300");
    expect(own.body).toEqual({
      location: "Your location",
      condition: "clouds",
      description: "Partly cloudy",
      temperature: 20.1,
    });
    const sent = fake.requests.at(-1)!.query;
    expect([sent.get("latitude"), sent.get("longitude")]).toEqual(["25.12", "-91.99"]);
  });

  it("answers the configured market symbols with price, change and percentage", async () => {
    const get = endpoints({ MARKETS_SYMBOLS: "USD/INR,INR/BDT,EUR/INR,USD/JPY" });
    const { status, headers, body } = await get("/api/markets");
    expect(status).toBe(200);
    expect(headers.get("cache-control")).toBe("public, max-age=15");
    // USD/JPY is not in the provider's answer: left out.
    expect(body).toEqual([
      { symbol: "USD/INR", price: 83.25, change: 0.15, changePercent: 0.18 },
      { symbol: "INR/BDT", price: 1.41502, change: 0.001056, changePercent: 0.07 },
      { symbol: "EUR/INR", price: 90.9836, change: 0.6575, changePercent: 0.73 },
    ]);
    const query = fake.requests[0]!.query;
    expect(query.get("base")).toBe("USD");
    expect(query.get("quotes")).toBe("BDT,EUR,INR,JPY");
  });

  it("gives up on a slow provider after the timeout: 504 for that city, the others still listed, no markets", async () => {
    const get = endpoints();
    fake.answer(FORECAST_PATH, (query) =>
      query.get("latitude") === "25.5788"
        ? { ...defaultForecast(query), delayMs: 5000 }
        : defaultForecast(query),
    );
    const started = Date.now();
    const one = await get("/api/weather?city=Shillong");
    expect(Date.now() - started).toBeLessThan(TIMEOUT_MS + 1000);
    expect(one).toMatchObject({ status: 504, body: { ok: false, error: "Failed to get weather data" } });
    expect(one.headers.get("cache-control")).toBe("no-store");
    fake.answer(RATES_PATH, (query) => ({ ...defaultRates(query), delayMs: 5000 }));
    const markets = await get("/api/markets");
    expect(markets).toMatchObject({ status: 200, body: [] });
    const all = await get("/api/weather");
    expect((all.body as { location: string }[]).map((w) => w.location)).toEqual([
      "Sajek Valley",
      "Myitkyina",
    ]);
    expect(all.headers.get("cache-control")).toBe("public, max-age=15");
  });

  it("answers 502 with a clear message, or an empty list, when the provider answers HTTP 500, and remembers it briefly", async () => {
    const get = endpoints();
    fake.answer(RATES_PATH, () => ({ status: 500, body: { message: "boom" } }));
    fake.answer(FORECAST_PATH, () => ({ status: 500, raw: "Internal error" }));
    const markets = await get("/api/markets");
    expect(markets).toMatchObject({ status: 200, body: [] });
    expect(markets.headers.get("cache-control")).toBe("public, max-age=15");
    const city = await get("/api/weather?city=Shillong");
    expect(city).toMatchObject({ status: 502, body: { ok: false, error: "Failed to get weather data" } });
    expect(city.headers.get("retry-after")).toBe("15");
    expect(await get("/api/weather")).toMatchObject({ status: 200, body: [] });
    const calls = fake.requests.length;
    expect(await get("/api/markets")).toMatchObject({ status: 200, body: [] });
    expect(await get("/api/weather")).toMatchObject({ status: 200, body: [] });
    expect(fake.requests.length).toBe(calls);
  });

  it.each([
    ["a body that is not JSON", { raw: "<html>Service Unavailable</html>" }],
    ["JSON of another shape", { body: { current: { temperature_2m: "warm" } } }],
  ])("answers 502 (an empty list for the markets) for %s", async (_name, answer) => {
    const get = endpoints();
    fake.answer(FORECAST_PATH, () => answer);
    fake.answer(RATES_PATH, () => answer);
    expect(await get("/api/weather?city=Shillong")).toMatchObject({
      status: 502,
      body: { error: "Failed to get weather data" },
    });
    expect(await get("/api/markets")).toMatchObject({ status: 200, body: [] });
  });

  it("leaves out the one city that fails", async () => {
    const get = endpoints();
    fake.answer(FORECAST_PATH, (query) =>
      query.get("latitude") === "23.382" ? { status: 500 } : defaultForecast(query),
    );
    const { body } = await get("/api/weather");
    expect((body as { location: string }[]).map((w) => w.location)).toEqual(["Shillong", "Myitkyina"]);
  });

  it("makes one upstream call for concurrent requests of the same key", async () => {
    const get = endpoints();
    fake.answer(RATES_PATH, (query) => ({ ...defaultRates(query), delayMs: 100 }));
    fake.answer(FORECAST_PATH, (query) => ({ ...defaultForecast(query), delayMs: 100 }));
    const answers = await Promise.all([
      ...Array.from({ length: 10 }, () => get("/api/markets")),
      ...Array.from({ length: 10 }, () => get("/api/weather?city=Shillong")),
    ]);
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(fake.callsTo(RATES_PATH)).toBe(1);
    expect(fake.callsTo(FORECAST_PATH)).toBe(1);
  });

  it("makes no upstream call for a second request within the cache window", async () => {
    const get = endpoints();
    await get("/api/markets");
    await get("/api/weather");
    await get("/api/weather?latitude=25.12&longitude=91.99");
    const calls = fake.requests.length;
    expect(calls).toBe(5);
    expect((await get("/api/markets")).status).toBe(200);
    expect((await get("/api/weather")).body).toHaveLength(3);
    expect((await get("/api/weather?city=Shillong")).status).toBe(200);
    expect((await get("/api/weather?latitude=25.1201&longitude=91.9899")).status).toBe(200);
    expect(fake.requests.length).toBe(calls);
  });

  it("asks the provider again once the cache window has passed", async () => {
    const get = endpoints({ MARKETS_CACHE_SECONDS: "1" });
    await get("/api/markets");
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await get("/api/markets");
    expect(fake.callsTo(RATES_PATH)).toBe(2);
  });
});

describe("the address guard", () => {
  it("refuses a provider on 127.0.0.1 unless PROVIDER_ALLOW_ADDRESSES names it: no call leaves", async () => {
    const get = endpoints({ PROVIDER_ALLOW_ADDRESSES: "" });
    expect(await get("/api/markets")).toMatchObject({ status: 200, body: [] });
    expect(await get("/api/weather?city=Shillong")).toMatchObject({ status: 502 });
    expect(await get("/api/weather")).toMatchObject({ status: 200, body: [] });
    expect(fake.requests).toHaveLength(0);
  });

  it("checks the address a host name resolves to", async () => {
    const byName = fake.url.replace("127.0.0.1", "localhost");
    const refused = endpoints({ WEATHER_URL: byName, MARKETS_URL: byName, PROVIDER_ALLOW_ADDRESSES: "" });
    expect(await refused("/api/weather?city=Shillong")).toMatchObject({ status: 502 });
    expect(await refused("/api/markets")).toMatchObject({ status: 200, body: [] });
    expect(fake.requests).toHaveLength(0);
    const allowed = endpoints({ WEATHER_URL: byName, MARKETS_URL: byName });
    expect((await allowed("/api/markets")).body).toHaveLength(6);
    expect(fake.requests).toHaveLength(1);
  });

  it("allows a range that contains the address", async () => {
    const get = endpoints({ PROVIDER_ALLOW_ADDRESSES: "10.0.0.0/8, 127.0.0.0/8" });
    expect((await get("/api/markets")).body).toHaveLength(6);
  });
});

describe("the endpoints' input", () => {
  it.each([
    ["/api/weather?city=Paris", "city must be one of Shillong, Sajek Valley, Myitkyina."],
    ["/api/weather?latitude=91&longitude=10", "latitude must be between -90 and 90."],
    ["/api/weather?latitude=10&longitude=-180.5", "longitude must be between -180 and 180."],
    ["/api/weather?latitude=10", "longitude is required with a location."],
    ["/api/weather?latitude=1e3&longitude=2", "latitude must be a decimal number."],
  ])("refuses %s with 400 and says why", async (path, error) => {
    const get = endpoints();
    expect(await get(path)).toMatchObject({ status: 400, body: { ok: false, error } });
    expect(fake.requests).toHaveLength(0);
  });

  it("answers any query with JSON: 200, 400, 429 or, for the refused provider, 502; never a 500", async () => {
    const get = endpoints({ PROVIDER_ALLOW_ADDRESSES: "" });
    const value = fc.oneof(
      fc.string(),
      fc.double().map(String),
      fc.constantFrom("Shillong", "", "90", "-180"),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.dictionary(fc.constantFrom("city", "latitude", "longitude", "x"), value),
        async (query) => {
          const { status, body } = await get(`/api/weather?${new URLSearchParams(query)}`);
          expect([200, 400, 429, 502]).toContain(status);
          expect(typeof body).toBe("object");
        },
      ),
      { numRuns: 200 },
    );
  });

  it("limits the weather at readers' positions per address: 429 with Retry-After", async () => {
    const get = endpoints();
    for (let i = 0; i < 30; i++)
      expect((await get(`/api/weather?latitude=${i}&longitude=10`)).status).toBe(200);
    const refused = await get("/api/weather?latitude=31&longitude=10");
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await get("/api/weather?city=Shillong")).status).toBe(200);
  });
});
