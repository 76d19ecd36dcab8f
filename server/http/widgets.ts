import { WEATHER_FAILED } from "#shared/texts.ts";
import { Hono, type Context } from "hono";
import { cityQuery, coordinatesQuery } from "#shared/schemas/weather.ts";
import { WEATHER_CITIES, type MarketItem } from "#shared/widgets.ts";
import { validate } from "../modules/validate.ts";
import { widgetDataFromConfig, type WidgetData } from "../modules/widgets/widget-data.ts";
import { UpstreamError } from "../providers/outbound.ts";
import type { Services } from "../services.ts";
import { failureOf } from "./failure.ts";
import type { ProxyVariables } from "./proxy.ts";

type Env = { Variables: ProxyVariables };

/** How long browsers may keep an answer: the cities' weather a few minutes, a reader's own position only
 * in their own browser, the markets less than the widget's 30-second refresh. */
const CACHE = {
  cities: "public, max-age=300",
  position: "private, max-age=300",
  markets: "public, max-age=15",
  /** Some cities or all market figures missing: ask again soon, when the provider may be back. */
  partial: "public, max-age=15",
} as const;

/** A failure is remembered this long (server/providers/upstream-cache.ts): ask again after it. */
const RETRY_AFTER_SECONDS = 15;

/** The JSON answer to a failure: 400 bad query, 429 too many requests, 502 a provider's bad answer or
 * refusal, 503 too many provider calls under way, 504 a provider too slow. Never 500 for a provider;
 * anything else than a provider's or a domain error is thrown on. */
function failure(c: Context<Env>, error: unknown, providerMessage: string): Response {
  c.header("Cache-Control", "no-store");
  if (error instanceof UpstreamError) {
    const status = error.kind === "timeout" ? 504 : error.kind === "busy" ? 503 : 502;
    c.header("Retry-After", String(RETRY_AFTER_SECONDS));
    return c.json({ ok: false, error: providerMessage }, status);
  }
  const { status, headers, body } = failureOf(error);
  for (const [name, value] of Object.entries(headers)) c.header(name, value);
  return c.json(body, status as 400 | 429);
}

/**
 * GET /api/weather (every city, failures left out), /api/weather?city=Shillong and
 * /api/weather?latitude=25.58&longitude=91.89 (one result), and GET /api/markets (the configured
 * symbols): the JSON the home page's widgets read (docs/api.md). The two lists answer what they have,
 * an empty list when the provider fails, so that a provider outage is no error in readers' browsers
 * (their consoles stay clean); the single results answer the failure.
 */
export function widgetEndpoints(
  { config, limits }: Pick<Services, "config" | "limits">,
  data: WidgetData = widgetDataFromConfig(config.widgets),
): Hono<Env> {
  const app = new Hono<Env>();

  app.get("/weather", async (c) => {
    try {
      const address = c.get("clientIp");
      await limits.consume("widgets", address);
      const query = c.req.query();
      if (query.city !== undefined) {
        const { city } = validate(cityQuery, query);
        const answer = await data.city(city);
        c.header("Cache-Control", CACHE.cities);
        return c.json(answer);
      }
      if (query.latitude !== undefined || query.longitude !== undefined) {
        const position = validate(coordinatesQuery, query);
        await limits.consume("weatherLocation", address);
        const answer = await data.at(position);
        c.header("Cache-Control", CACHE.position);
        return c.json(answer);
      }
      const answer = await data.cities();
      c.header("Cache-Control", answer.length === WEATHER_CITIES.length ? CACHE.cities : CACHE.partial);
      return c.json(answer);
    } catch (error) {
      return failure(c, error, WEATHER_FAILED);
    }
  });

  app.get("/markets", async (c) => {
    try {
      await limits.consume("widgets", c.get("clientIp"));
      let answer: MarketItem[] = [];
      try {
        answer = await data.markets();
      } catch (error) {
        // Like the cities' list, the list is empty when the provider fails; the server logged why.
        if (!(error instanceof UpstreamError)) throw error;
      }
      c.header("Cache-Control", answer.length > 0 ? CACHE.markets : CACHE.partial);
      return c.json(answer);
    } catch (error) {
      return failure(c, error, "Failed to get market data");
    }
  });

  return app;
}
