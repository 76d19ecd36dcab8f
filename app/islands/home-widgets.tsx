import { lazy, Suspense, type ComponentType } from "react";
import { useHydrated } from "~/components/use-hydrated.ts";
import { MarketsLoading, WeatherLoading } from "~/components/widget-frames.tsx";
import { island } from "./lib/island.tsx";

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

const Weather = lazyWidget(
  () => import("~/components/weather-widget.tsx").then((m) => m.WeatherWidget),
  WeatherLoading,
);
const Markets = lazyWidget(
  () => import("~/components/markets-widget.tsx").then((m) => m.MarketsWidget),
  MarketsLoading,
);

/**
 * The home page's weather and markets widgets (SPEC.md §2). The server renders their loading frames and
 * never waits for a provider; in the browser the widgets' code and data arrive after hydration, into
 * frames of the same height (docs/decisions/0011-widgets-load-after-hydration.md). The island hydrates
 * when the frames come near the screen (decision 0063): a reader who never scrolls to them asks the
 * providers nothing.
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

export default HomeWidgets;
export const HomeWidgetsIsland = island("home-widgets", HomeWidgets, "visible");
