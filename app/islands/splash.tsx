import { lazy, Suspense, useEffect, useState } from "react";
import { opensOnHome } from "~/lib/splash-landing.ts";
import { island } from "./lib/island.tsx";

export const SPLASH_STORAGE_KEY = "bt-splash-seen";

const SplashScreen = lazy(() =>
  import("~/components/splash-screen.tsx").then((m) => ({ default: m.SplashScreen })),
);

/** The editorial portal's addresses (the sign-in page /admin included): staff come to work there, and
 * the readers' splash never covers them. */
export function isPortalPath(pathname: string): boolean {
  return pathname === "/admin" || pathname.startsWith("/admin/");
}

/** The address of the page this document was loaded for. */
function landingAddress(): string {
  const [entry] = performance.getEntriesByType("navigation");
  return entry?.name ?? window.location.href;
}

/** Whether a link on this site led here: then this is not the reader's first page. Every link loads a
 * page (decision 0063); the site's referrer policy (strict-origin-when-cross-origin) gives a page of
 * its own the whole address it came from. */
function cameFromSite(): boolean {
  return URL.parse(document.referrer)?.origin === window.location.origin;
}

/** Shows the splash once per browser, only to a person whose first page is the home page (./lib/
 * splash-rule.ts, decision 0053), only after hydration, so that server-rendered content is never
 * hidden from crawlers or from readers without JavaScript; its code loads only when it is shown. Never
 * on the portal (its sign-in page is in the public frame): a first visit there neither shows it nor
 * counts as having seen it. */
export function SplashGate({ siteName, team }: { siteName: string; team: string[] }) {
  const [show, setShow] = useState(false);
  useEffect(() => {
    if (isPortalPath(window.location.pathname) || cameFromSite()) return;
    const landing = landingAddress();
    try {
      if (window.localStorage.getItem(SPLASH_STORAGE_KEY) || !opensOnHome(landing)) return;
    } catch {
      return; // No storage: never pester the reader on every page.
    }
    let live = true;
    // The crawler check (isbot's list) loads only for a first visit that opens on the home page.
    void import("~/lib/splash-rule.ts").then(({ greetsWithSplash }) => {
      if (!live || !greetsWithSplash({ landing, userAgent: navigator.userAgent })) return;
      window.localStorage.setItem(SPLASH_STORAGE_KEY, new Date().toISOString());
      setShow(true);
    });
    return () => {
      live = false;
    };
  }, []);
  if (!show) return null;
  return (
    <Suspense fallback={null}>
      <SplashScreen siteName={siteName} team={team} />
    </Suspense>
  );
}

export default SplashGate;
export const SplashIsland = island("splash", SplashGate, "idle");
