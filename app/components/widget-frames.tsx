import type { ReactNode, Ref } from "react";
import { WEATHER_CITIES } from "#shared/widgets.ts";

/** The frames of the home page's weather and markets widgets, and their loading state: what the server
 * renders (the widgets fetch their data after hydration) and what the widgets' code, loaded later,
 * renders into. Every state has the same height, so nothing below moves when the data arrives. */

export function WidgetCard({
  id,
  title,
  credit,
  children,
}: {
  id: string;
  title: string;
  credit: ReactNode;
  children: ReactNode;
}) {
  return (
    // A column, so that the credit stays at the bottom when the row beside the other widget stretches it.
    <section aria-labelledby={id} className="flex flex-col border border-rule bg-white p-4">
      <h2 id={id} className="mb-2 text-xs font-bold tracking-widest text-muted uppercase">
        {title}
      </h2>
      {children}
      <p className="mt-auto pt-3 text-xs text-muted">{credit}</p>
    </section>
  );
}

const creditLink = "underline hover:text-accent";

const weatherCredit = (
  <>
    Weather data by{" "}
    <a className={creditLink} href="https://open-meteo.com/">
      Open-Meteo.com
    </a>{" "}
    (
    <a className={creditLink} href="https://creativecommons.org/licenses/by/4.0/">
      CC BY 4.0
    </a>
    )
  </>
);

const marketsCredit = (
  <>
    Daily reference rates of central banks via{" "}
    <a className={creditLink} href="https://frankfurter.dev/">
      Frankfurter
    </a>
    ; change since the previous publication.
  </>
);

/** The cities' rows: room for three rows of 3.5rem and the two rules between them, whatever they hold. */
export function WeatherList({ busy = false, children }: { busy?: boolean; children: ReactNode }) {
  return (
    <ul aria-busy={busy} className="min-h-[calc(10.5rem+2px)] divide-y divide-rule">
      {children}
    </ul>
  );
}

export function WeatherRow({
  icon,
  location,
  description,
  temperature,
  focusRef,
}: {
  icon: ReactNode;
  location: string;
  description: string;
  temperature?: string;
  /** Makes the row a target of focus, for when it replaces the button the reader pressed. */
  focusRef?: Ref<HTMLDivElement>;
}) {
  return (
    <div
      ref={focusRef}
      tabIndex={focusRef ? -1 : undefined}
      className="flex min-h-14 w-full items-center gap-3 outline-offset-4"
    >
      <span className="flex size-7 shrink-0 items-center justify-center">{icon}</span>
      <span className="min-w-0 flex-1">
        <span className="block text-sm font-semibold">{location}</span>
        <span className="block text-xs text-muted">{description}</span>
      </span>
      {temperature && <span className="text-lg font-semibold tabular-nums">{temperature}</span>}
    </div>
  );
}

/** A message in place of the cities' rows, in the same room. */
export function WeatherMessage({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-[calc(10.5rem+2px)]">
      <WidgetMessage>{children}</WidgetMessage>
    </div>
  );
}

/** Where the 'my location' button sits, and the weather there once the reader asked for it. */
export function LocationSlot({ children }: { children: ReactNode }) {
  return <div className="flex min-h-14 items-center border-t border-rule">{children}</div>;
}

export function LocationIcon() {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 24 24"
      width="16"
      height="16"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21z" />
      <circle cx="12" cy="9.5" r="2.5" />
    </svg>
  );
}

export const locationButton =
  "inline-flex items-center gap-2 rounded border border-ink/20 px-3 py-1.5 text-sm font-medium hover:border-accent hover:text-accent aria-disabled:cursor-default aria-disabled:opacity-70";

export function WeatherFrame({ children }: { children: ReactNode }) {
  return (
    <WidgetCard id="weather-heading" title="Weather" credit={weatherCredit}>
      {children}
    </WidgetCard>
  );
}

/** The cities' rows while their weather is on its way. */
export function LoadingCityRows() {
  return WEATHER_CITIES.map((city) => (
    <li key={city}>
      <WeatherRow
        icon={<span aria-hidden="true" className="size-6 rounded-full bg-rule/60" />}
        location={city}
        description="Loading weather…"
      />
    </li>
  ));
}

export function WeatherLoading() {
  return (
    <WeatherFrame>
      <WeatherList busy>
        <LoadingCityRows />
      </WeatherList>
      <LocationSlot>
        <button type="button" className={locationButton} aria-disabled="true">
          <LocationIcon />
          Show weather for my location
        </button>
      </LocationSlot>
    </WeatherFrame>
  );
}

/** The markets' area: room for the most rows MARKETS_SYMBOLS may hold, in every state. */
export function MarketsArea({ busy = false, children }: { busy?: boolean; children: ReactNode }) {
  return (
    <div aria-busy={busy} className="flex min-h-64 flex-col">
      {children}
    </div>
  );
}

/** A message in place of a widget's data (loading, empty, failed), centred in the reserved room. */
export function WidgetMessage({ children }: { children: ReactNode }) {
  return <p className="m-auto py-4 text-center text-sm text-muted">{children}</p>;
}

export function MarketsFrame({ children }: { children: ReactNode }) {
  return (
    <WidgetCard id="markets-heading" title="Markets" credit={marketsCredit}>
      {children}
    </WidgetCard>
  );
}

export function MarketsLoading() {
  return (
    <MarketsFrame>
      <MarketsArea busy>
        <WidgetMessage>Loading market data…</WidgetMessage>
      </MarketsArea>
    </MarketsFrame>
  );
}
