import { lazy, Suspense, useEffect, useState } from "react";

export const SPLASH_STORAGE_KEY = "bt-splash-seen";

const SplashScreen = lazy(() => import("./splash-screen.tsx").then((m) => ({ default: m.SplashScreen })));

/** Shows the splash once per browser, only after hydration, so that server-rendered content is never
 * hidden from crawlers or from readers without JavaScript; its code loads only when it is shown. */
export function SplashGate({ siteName, team }: { siteName: string; team: string[] }) {
  const [show, setShow] = useState(false);
  useEffect(() => {
    try {
      if (window.localStorage.getItem(SPLASH_STORAGE_KEY)) return;
      window.localStorage.setItem(SPLASH_STORAGE_KEY, new Date().toISOString());
    } catch {
      return; // No storage: never pester the reader on every page.
    }
    setShow(true);
  }, []);
  if (!show) return null;
  return (
    <Suspense fallback={null}>
      <SplashScreen siteName={siteName} team={team} />
    </Suspense>
  );
}
