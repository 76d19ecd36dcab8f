import { lazy, Suspense, type ComponentType } from "react";
import { useHydrated } from "./use-hydrated.ts";
import { MarketsLoading, WeatherLoading } from "./widget-frames.tsx";

/** A widget's code, fetched after hydration so that it weighs nothing on the page's first load. If the
 * code cannot be fetched (the reader went offline), the widget stays in its loading frame instead of
 * breaking the page. */
function lazyWidget(load: () => Promise<ComponentType>, Loading: ComponentType) {
  return lazy(() =>
    load().then(
      (Widget) => ({ default: Widget }),
      (error: unknown) => {
        console.error("Could not load a home page widget", error);
        return { default: Loading };
      },
    ),
  );
}

const Weather = lazyWidget(() => import("./weather-widget.tsx").then((m) => m.WeatherWidget), WeatherLoading);
const Markets = lazyWidget(() => import("./markets-widget.tsx").then((m) => m.MarketsWidget), MarketsLoading);

/**
 * The home page's weather and markets widgets (SPEC.md §2). The server renders their loading frames and
 * never waits for a provider; in the browser the widgets' code and data arrive after hydration, into
 * frames of the same height (docs/decisions/0011-widgets-load-after-hydration.md).
 */
export function HomeWidgets() {
  const hydrated = useHydrated();
  if (!hydrated)
    return (
      <>
        <WeatherLoading />
        <MarketsLoading />
      </>
    );
  return (
    <>
      <Suspense fallback={<WeatherLoading />}>
        <Weather />
      </Suspense>
      <Suspense fallback={<MarketsLoading />}>
        <Markets />
      </Suspense>
    </>
  );
}
