import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useMatches,
} from "react-router";
import type { Route } from "./+types/root";
import { ArchivedBanner } from "./components/archived-banner.tsx";
import { SiteFooter } from "./components/site-footer.tsx";
import { buttonClass } from "./components/ui/button.tsx";
import { SiteHeader } from "./components/site-header.tsx";
import { AuthHostIsland } from "./islands/auth-host.tsx";
import { SplashIsland } from "./islands/splash.tsx";
import { ToasterIsland } from "./islands/toaster.tsx";
import { useArchived } from "./islands/lib/archived.ts";
import { TimeZoneProvider } from "./components/use-time-zone.ts";
import { isPortalHandle, runsAsApp } from "./lib/portal-handle.ts";
import { loadRoot } from "./root.server.ts";
import { useRootData } from "./lib/root-data.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadRoot(request, context);
}

export function Layout({ children }: { children: React.ReactNode }) {
  const root = useRootData();
  const { pathname } = useLocation();
  // A public page is HTML with islands, which the server's boot script hydrates (decision 0063): no
  // router, no hydration data. The portal and the pages whose forms are the page run as the app.
  const app = useMatches().some((match) => runsAsApp(match.handle));
  return (
    <html lang="en" data-reading={root?.light ? "light" : undefined}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#a4161a" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link
          rel="alternate"
          type="application/rss+xml"
          title={root ? root.site.siteName : "Latest stories"}
          href={`${root?.publicUrl ?? ""}/rss.xml`}
        />
        {root && <link rel="canonical" href={`${root.publicUrl}${pathname === "/" ? "/" : pathname}`} />}
        <Meta />
        <Links />
      </head>
      <body className="min-h-screen">
        <TimeZoneProvider value={root?.timeZone}>{children}</TimeZoneProvider>
        {app && <ScrollRestoration />}
        {app && <Scripts />}
      </body>
    </html>
  );
}

export default function App() {
  return (
    <Frame>
      <Outlet />
    </Frame>
  );
}

/** A route whose `handle` says `{ portal: true }` (the editorial portal) draws its own frame: no public
 * header, footer, splash or sign-in dialog; the toasts stay. The parts that run script are islands
 * (decision 0063), which the React app hydrates as it does the rest of its page. */
function Frame({ children }: { children: React.ReactNode }) {
  const root = useRootData();
  const portal = useMatches().some((m) => isPortalHandle(m.handle));
  const archived = useArchived();
  return (
    <>
      {!portal && <AuthHostIsland school={root?.readerSchool ?? null} />}
      {root && !portal && <SplashIsland siteName={root.site.siteName} team={root.team} />}
      <ToasterIsland flash={root?.flash ?? null} />
      {portal ? (
        children
      ) : (
        // app.css keeps the footer at the bottom of the window on a short page.
        <>
          <a
            href="#main"
            className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-[100] focus:bg-white focus:px-4 focus:py-2 focus:text-ink"
          >
            Skip to content
          </a>
          {archived && <ArchivedBanner copy={archived} />}
          <SiteHeader />
          <main id="main" tabIndex={-1} className="outline-none">
            {children}
          </main>
          <SiteFooter />
        </>
      )}
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <Frame>
      <section className="mx-auto max-w-2xl px-4 py-24 text-center">
        <h1 className="font-serif text-4xl font-bold">
          {status === 404 ? "Page not found" : "Something went wrong"}
        </h1>
        <p className="mt-4 text-muted">
          {status === 404
            ? "We could not find what you were looking for."
            : "The page could not be shown. Please try again in a moment."}
        </p>
        <a href="/" className={buttonClass("primary", "mt-8")}>
          Return to Homepage
        </a>
      </section>
    </Frame>
  );
}
