/** What the weather and markets widgets read from /api/weather and /api/markets (SPEC.md §3). */

/** The cities of SPEC.md §7's weather-data function, in the order the widget lists them. */
export const WEATHER_CITIES = ["Shillong", "Sajek Valley", "Myitkyina"] as const;
export type WeatherCity = (typeof WEATHER_CITIES)[number];

/** The location name of the weather at the reader's own coordinates. */
export const OWN_LOCATION = "Your location";

export const WEATHER_CONDITIONS = ["clear", "rain", "snow", "wind", "clouds"] as const;
export type WeatherCondition = (typeof WEATHER_CONDITIONS)[number];

/** Temperature in °C. */
export type Weather = {
  location: string;
  description: string;
  condition: WeatherCondition;
  temperature: number;
};

export type MarketItem = { symbol: string; price: number; change: number; changePercent: number };

/** SPEC.md §9: the markets widget asks again this often while the page is visible. */
export const MARKET_REFRESH_MS = 30_000;
/** SPEC.md §9: the reader's position may be this old, and is waited for this long. */
export const GEOLOCATION_MAX_AGE_MS = 5 * 60_000;
export const GEOLOCATION_TIMEOUT_MS = 5_000;
/** Coordinates are rounded to this many decimals (about a kilometre) before they leave the browser. */
export const COORDINATE_DECIMALS = 2;
/** The most market rows the widget has room for (MARKETS_SYMBOLS holds at most this many). */
export const MAX_MARKET_ROWS = 6;
