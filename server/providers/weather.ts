import { z } from "#shared/zod.ts";
import type { WeatherCity, WeatherCondition } from "#shared/widgets.ts";
import { UpstreamError, type Outbound } from "./outbound.ts";

export type Coordinates = { latitude: number; longitude: number };

/** Where SPEC.md §7's cities are (city centres, WGS84). */
export const CITY_COORDINATES: Record<WeatherCity, Coordinates> = {
  Shillong: { latitude: 25.5788, longitude: 91.8933 },
  "Sajek Valley": { latitude: 23.382, longitude: 92.2938 },
  Myitkyina: { latitude: 25.3833, longitude: 97.3964 },
};

export type CurrentWeather = { description: string; condition: WeatherCondition; temperature: number };

/** A source of current weather; Open-Meteo below, a fake in tests. */
export type WeatherProvider = { current(at: Coordinates): Promise<CurrentWeather> };

/** WMO weather interpretation codes (the `weather_code` of Open-Meteo) as a condition and its words. */
const WMO_CODES: Record<number, [WeatherCondition, string]> = {
  0: ["clear", "Clear sky"],
  1: ["clear", "Mainly clear"],
  2: ["clouds", "Partly cloudy"],
  3: ["clouds", "Overcast"],
  45: ["clouds", "Fog"],
  48: ["clouds", "Freezing fog"],
  51: ["rain", "Light drizzle"],
  53: ["rain", "Drizzle"],
  55: ["rain", "Dense drizzle"],
  56: ["rain", "Light freezing drizzle"],
  57: ["rain", "Freezing drizzle"],
  61: ["rain", "Light rain"],
  63: ["rain", "Rain"],
  65: ["rain", "Heavy rain"],
  66: ["rain", "Light freezing rain"],
  67: ["rain", "Freezing rain"],
  71: ["snow", "Light snow"],
  73: ["snow", "Snow"],
  75: ["snow", "Heavy snow"],
  77: ["snow", "Snow grains"],
  80: ["rain", "Light showers"],
  81: ["rain", "Showers"],
  82: ["rain", "Violent showers"],
  85: ["snow", "Light snow showers"],
  86: ["snow", "Heavy snow showers"],
  95: ["rain", "Thunderstorm"],
  96: ["rain", "Thunderstorm with hail"],
  99: ["rain", "Thunderstorm with heavy hail"],
};

/** From a strong breeze (Beaufort 6) on, a dry sky reads as windy. */
const WINDY_KMH = 39;

/** The condition and description of a WMO code and the wind speed (km/h); unknown codes read as clouds. */
export function describeWeather(code: number, windKmh = 0): Omit<CurrentWeather, "temperature"> {
  const [condition, description] = WMO_CODES[code] ?? ["clouds", "Cloudy"];
  if (windKmh >= WINDY_KMH && (condition === "clear" || condition === "clouds"))
    return { condition: "wind", description: `Windy, ${description.toLowerCase()}` };
  return { condition, description };
}

const forecast = z.object({
  current: z.object({
    temperature_2m: z.number(),
    weather_code: z.number().int(),
    wind_speed_10m: z.number().nullish(),
  }),
});

/** Open-Meteo's forecast API (https://open-meteo.com/en/docs): current temperature in °C, WMO code and
 * wind speed in km/h at a position. No key; the data is CC BY 4.0 (credited in the widget). */
export function openMeteo(baseUrl: string, outbound: Outbound): WeatherProvider {
  return {
    async current({ latitude, longitude }) {
      const url = new URL("v1/forecast", baseUrl.endsWith("/") ? baseUrl : `${baseUrl}/`);
      url.search = new URLSearchParams({
        latitude: String(latitude),
        longitude: String(longitude),
        current: "temperature_2m,weather_code,wind_speed_10m",
        temperature_unit: "celsius",
        wind_speed_unit: "kmh",
        timezone: "GMT",
      }).toString();
      const parsed = forecast.safeParse(await outbound.getJson(url));
      if (!parsed.success)
        throw new UpstreamError("malformed", `${url.origin}${url.pathname} sent an unexpected forecast`);
      const { temperature_2m, weather_code, wind_speed_10m } = parsed.data.current;
      return { ...describeWeather(weather_code, wind_speed_10m ?? 0), temperature: temperature_2m };
    },
  };
}
