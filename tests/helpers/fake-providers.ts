import http from "node:http";
import type { AddressInfo, Socket } from "node:net";

/** What the fake answers one request: a JSON body (or raw text), a status, after a delay. */
export type FakeAnswer = { status?: number; body?: unknown; raw?: string; delayMs?: number };
export type FakeHandler = (query: URLSearchParams) => FakeAnswer;

export const FORECAST_PATH = "/v1/forecast";
export const RATES_PATH = "/v2/rates";

/** Open-Meteo's answer (https://open-meteo.com/en/docs) for a position; only `current` is read. */
export function forecastBody(temperature: number, weatherCode: number, windSpeed = 8) {
  return {
    latitude: 25.58,
    longitude: 91.88,
    generationtime_ms: 0.04,
    utc_offset_seconds: 0,
    timezone: "GMT",
    timezone_abbreviation: "GMT",
    elevation: 1500,
    current_units: {
      time: "iso8601",
      interval: "seconds",
      temperature_2m: "°C",
      weather_code: "wmo code",
      wind_speed_10m: "km/h",
    },
    current: {
      time: "2026-08-21T06:00",
      interval: 900,
      temperature_2m: temperature,
      weather_code: weatherCode,
      wind_speed_10m: windSpeed,
    },
  };
}

/** The default weather: light rain in Shillong, clear in Sajek Valley, overcast in Myitkyina, partly
 * cloudy anywhere else (a reader's position). */
export const defaultForecast: FakeHandler = (query) => {
  const latitude = Number(query.get("latitude"));
  if (Math.abs(latitude - 25.5788) < 0.01) return { body: forecastBody(18.6, 61) };
  if (Math.abs(latitude - 23.382) < 0.01) return { body: forecastBody(27.2, 0) };
  if (Math.abs(latitude - 25.3833) < 0.01) return { body: forecastBody(24.4, 3) };
  return { body: forecastBody(20.1, 2) };
};

/** Frankfurter's /v2/rates answer (https://frankfurter.dev): one row per date and quote currency. */
export function ratesBody(days: Record<string, Record<string, number>>) {
  return Object.entries(days).flatMap(([date, quotes]) =>
    Object.entries(quotes).map(([quote, rate]) => ({ date, base: "USD", quote, rate })),
  );
}

export const DEFAULT_RATES = {
  "2026-08-19": { BDT: 117.5, EUR: 0.92, GBP: 0.79, INR: 83.1, MMK: 2099.9 },
  "2026-08-20": { BDT: 117.8, EUR: 0.915, GBP: 0.788, INR: 83.25, MMK: 2100.2 },
};

export const defaultRates: FakeHandler = () => ({ body: ratesBody(DEFAULT_RATES) });

export type FakeProviders = {
  /** `http://127.0.0.1:<port>`: both WEATHER_URL and MARKETS_URL. */
  url: string;
  /** Every request received, in order. */
  requests: { path: string; query: URLSearchParams }[];
  callsTo(path: string): number;
  /** Replaces the answers of a path (FORECAST_PATH or RATES_PATH). */
  answer(path: string, handler: FakeHandler): void;
  /** Back to the default answers, and forgets the requests. */
  reset(): void;
  close(): Promise<void>;
};

/** A fake Open-Meteo and Frankfurter on 127.0.0.1, for tests only. */
export async function startFakeProviders(): Promise<FakeProviders> {
  const handlers = new Map<string, FakeHandler>();
  const requests: FakeProviders["requests"] = [];
  const sockets = new Set<Socket>();
  const timers = new Set<NodeJS.Timeout>();
  const reset = () => {
    handlers.set(FORECAST_PATH, defaultForecast);
    handlers.set(RATES_PATH, defaultRates);
    requests.length = 0;
  };
  reset();

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://fake");
    requests.push({ path: url.pathname, query: url.searchParams });
    const handler = handlers.get(url.pathname);
    const { status = 200, body, raw, delayMs = 0 } = handler ? handler(url.searchParams) : { status: 404 };
    const send = () => {
      res.writeHead(status, { "Content-Type": "application/json" });
      res.end(raw ?? JSON.stringify(body ?? { error: true, reason: "Not found" }));
    };
    if (delayMs === 0) return send();
    const timer = setTimeout(() => {
      timers.delete(timer);
      send();
    }, delayMs);
    timers.add(timer);
  });
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    callsTo: (path) => requests.filter((r) => r.path === path).length,
    answer: (path, handler) => void handlers.set(path, handler),
    reset,
    close: () =>
      new Promise((resolve) => {
        for (const timer of timers) clearTimeout(timer);
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
