import { lazy, Suspense, useEffect, useState } from "react";
import { useLocation } from "react-router";

export const SPLASH_STORAGE_KEY = "bt-splash-seen";

const SplashScreen = lazy(() => import("./splash-screen.tsx").then((m) => ({ default: m.SplashScreen })));

/** The editorial portal's addresses (the sign-in page /admin included): staff come to work there, and
 * the readers' splash never covers them. */
export function isPortalPath(pathname: string): boolean {
  return pathname === "/admin" || pathname.startsWith("/admin/");
}

/** Shows the splash once per browser, only after hydration, so that server-rendered content is never
 * hidden from crawlers or from readers without JavaScript; its code loads only when it is shown. Never
 * on the portal: a first visit there neither shows it nor counts as having seen it, and it closes if a
 * navigation leads there while it is open. */
export function SplashGate({ siteName, team }: { siteName: string; team: string[] }) {
  const portal = isPortalPath(useLocation().pathname);
  const [show, setShow] = useState(false);
  useEffect(() => {
    if (portal) {
      setShow(false);
      return;
    }
    try {
      if (window.localStorage.getItem(SPLASH_STORAGE_KEY)) return;
      window.localStorage.setItem(SPLASH_STORAGE_KEY, new Date().toISOString());
    } catch {
      return; // No storage: never pester the reader on every page.
    }
    setShow(true);
  }, [portal]);
  if (!show || portal) return null;
  return (
    <Suspense fallback={null}>
      <SplashScreen siteName={siteName} team={team} />
    </Suspense>
  );
}
