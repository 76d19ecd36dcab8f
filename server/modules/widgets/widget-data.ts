import {
  COORDINATE_DECIMALS,
  OWN_LOCATION,
  WEATHER_CITIES,
  type MarketItem,
  type Weather,
  type WeatherCity,
} from "#shared/widgets.ts";
import type { WidgetsConfig } from "../../config.ts";
import { createAddressPolicy } from "../../providers/address-policy.ts";
import { frankfurter, type MarketsProvider } from "../../providers/markets.ts";
import { createOutbound } from "../../providers/outbound.ts";
import { createUpstreamCache } from "../../providers/upstream-cache.ts";
import {
  CITY_COORDINATES,
  openMeteo,
  type Coordinates,
  type CurrentWeather,
  type WeatherProvider,
} from "../../providers/weather.ts";

/** What the widgets' endpoints answer, from the providers through a cache (server/providers/). */
export type WidgetData = {
  /** Every city of SPEC.md §7; a city whose weather cannot be had is left out. */
  cities(): Promise<Weather[]>;
  city(name: WeatherCity): Promise<Weather>;
  /** The weather at a reader's position, rounded to about a kilometre before it is used or kept. */
  at(position: Coordinates): Promise<Weather>;
  markets(): Promise<MarketItem[]>;
};

export type WidgetDataOptions = {
  weather: WeatherProvider;
  markets: MarketsProvider;
  symbols: string[];
  weatherTtlMs: number;
  marketsTtlMs: number;
};

const round = (value: number) => Number(value.toFixed(COORDINATE_DECIMALS));

/** Logs a provider failure once, when it happens (not each time the cache repeats it). */
function logged<T>(what: string, call: () => Promise<T>): () => Promise<T> {
  return () =>
    call().catch((error: unknown) => {
      console.warn(`${what} unavailable: ${(error as Error).message}`);
      throw error;
    });
}

export function createWidgetData({
  weather,
  markets,
  symbols,
  weatherTtlMs,
  marketsTtlMs,
}: WidgetDataOptions): WidgetData {
  const weatherCache = createUpstreamCache<CurrentWeather>({ ttlMs: weatherTtlMs });
  const marketsCache = createUpstreamCache<MarketItem[]>({ ttlMs: marketsTtlMs, maxEntries: 1 });

  const city = async (name: WeatherCity): Promise<Weather> => {
    const current = await weatherCache.get(
      `city:${name}`,
      logged(`Weather for ${name}`, () => weather.current(CITY_COORDINATES[name])),
    );
    return { location: name, ...current };
  };

  return {
    async cities() {
      const results = await Promise.allSettled(WEATHER_CITIES.map(city));
      return results.flatMap((result) => (result.status === "fulfilled" ? [result.value] : []));
    },
    city,
    async at({ latitude, longitude }) {
      const position = { latitude: round(latitude), longitude: round(longitude) };
      const current = await weatherCache.get(
        `at:${position.latitude},${position.longitude}`,
        logged("Weather for a reader's location", () => weather.current(position)),
      );
      return { location: OWN_LOCATION, ...current };
    },
    markets() {
      return marketsCache.get(
        symbols.join(","),
        logged("Market data", () => markets.quotes(symbols)),
      );
    },
  };
}

/** The widgets' data from the configured providers (README's table), every call through one outbound
 * client that reaches only their hosts. */
export function widgetDataFromConfig(config: WidgetsConfig, { timeoutMs = 4000 } = {}): WidgetData {
  const outbound = createOutbound({
    origins: [config.weatherUrl, config.marketsUrl],
    policy: createAddressPolicy(config.allowAddresses),
    timeoutMs,
  });
  return createWidgetData({
    weather: openMeteo(config.weatherUrl, outbound),
    markets: frankfurter(config.marketsUrl, outbound),
    symbols: config.marketSymbols,
    weatherTtlMs: config.weatherCacheSeconds * 1000,
    marketsTtlMs: config.marketsCacheSeconds * 1000,
  });
}
