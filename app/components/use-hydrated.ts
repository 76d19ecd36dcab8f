import { useEffect, useState } from "react";

/** False in the server's HTML and during hydration, true once the page runs in the browser: for
 * controls that need JavaScript to behave and must work as plain HTML until then. An effect, not
 * `useSyncExternalStore`'s server snapshot, which Preact does not use when it hydrates an island
 * (decision 0063): there the first render would differ from the server's, and Preact keeps the
 * server's attributes. */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
