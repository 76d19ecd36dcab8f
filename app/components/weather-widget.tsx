import { useEffect, useRef, useState, type Ref } from "react";
import {
  COORDINATE_DECIMALS,
  GEOLOCATION_MAX_AGE_MS,
  GEOLOCATION_TIMEOUT_MS,
  type Weather,
} from "#shared/widgets.ts";
import { WeatherIcon } from "./weather-icons.tsx";
import {
  LoadingCityRows,
  LocationIcon,
  LocationSlot,
  WeatherFrame,
  WeatherList,
  WeatherMessage,
  WeatherRow,
  locationButton,
} from "./widget-frames.tsx";
import { getWidgetJson } from "./widget-json.ts";

type Cities = { status: "loading" } | { status: "ready"; items: Weather[] } | { status: "failed" };

function currentPosition(): Promise<GeolocationPosition> {
  return new Promise((resolve, reject) =>
    navigator.geolocation.getCurrentPosition(resolve, reject, {
      timeout: GEOLOCATION_TIMEOUT_MS,
      maximumAge: GEOLOCATION_MAX_AGE_MS,
    }),
  );
}

const celsius = (temperature: number) => `${Math.round(temperature)}°C`;

function Row({ weather, focusRef }: { weather: Weather; focusRef?: Ref<HTMLDivElement> }) {
  return (
    <WeatherRow
      icon={<WeatherIcon condition={weather.condition} />}
      location={weather.location}
      description={weather.description}
      temperature={celsius(weather.temperature)}
      focusRef={focusRef}
    />
  );
}

/**
 * SPEC.md §2's weather widget: the three cities, and the reader's own position once they ask for it
 * with the button (never on page load; the browser asks their permission). A city the provider could
 * not answer is left out by the server; a location that cannot be had is ignored (SPEC.md §8).
 */
export function WeatherWidget() {
  const [cities, setCities] = useState<Cities>({ status: "loading" });
  const [own, setOwn] = useState<"idle" | "locating" | Weather>("idle");
  const ownRow = useRef<HTMLDivElement>(null);
  const canLocate = "geolocation" in navigator;

  useEffect(() => {
    let current = true;
    getWidgetJson<Weather[]>("/api/weather").then(
      (items) => current && setCities({ status: "ready", items: Array.isArray(items) ? items : [] }),
      (error: unknown) => {
        console.error("Failed to get weather data", error);
        if (current) setCities({ status: "failed" });
      },
    );
    return () => void (current = false);
  }, []);

  useEffect(() => {
    if (typeof own === "object") ownRow.current?.focus();
  }, [own]);

  const locate = async () => {
    if (own !== "idle") return;
    setOwn("locating");
    try {
      const { coords } = await currentPosition();
      const query = new URLSearchParams({
        latitude: coords.latitude.toFixed(COORDINATE_DECIMALS),
        longitude: coords.longitude.toFixed(COORDINATE_DECIMALS),
      });
      setOwn(await getWidgetJson<Weather>(`/api/weather?${query}`));
    } catch {
      setOwn("idle");
    }
  };

  return (
    <WeatherFrame>
      {cities.status === "failed" ? (
        <WeatherMessage>Failed to get weather data</WeatherMessage>
      ) : cities.status === "ready" && cities.items.length === 0 ? (
        <WeatherMessage>No weather data available</WeatherMessage>
      ) : (
        <WeatherList busy={cities.status === "loading"}>
          {cities.status === "ready" ? (
            cities.items.map((weather) => (
              <li key={weather.location}>
                <Row weather={weather} />
              </li>
            ))
          ) : (
            <LoadingCityRows />
          )}
        </WeatherList>
      )}
      <LocationSlot>
        {typeof own === "object" ? (
          <Row weather={own} focusRef={ownRow} />
        ) : (
          canLocate && (
            <button
              type="button"
              className={locationButton}
              aria-disabled={own === "locating"}
              onClick={locate}
            >
              <LocationIcon />
              {own === "locating" ? "Finding your location…" : "Show weather for my location"}
            </button>
          )
        )}
      </LocationSlot>
    </WeatherFrame>
  );
}
