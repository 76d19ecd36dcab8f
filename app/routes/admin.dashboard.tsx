import { useEffect, useId, useRef, useState } from "react";
import { Outlet, useLocation, useNavigation } from "react-router";
import type { Route } from "./+types/admin.dashboard";
import { NotificationBell } from "~/components/portal/notifications/bell.tsx";
import { PortalBar } from "~/components/portal/portal-bar.tsx";
import { portalErrorCopy } from "~/components/portal/portal-error.ts";
import { PortalSidebar } from "~/components/portal/portal-sidebar.tsx";
import { useDelayed } from "~/components/portal/use-delayed.ts";
import { DEFAULT_SITE_NAME } from "#shared/constants.ts";
import { privateMeta } from "~/lib/meta.ts";
import { useRootData } from "~/lib/root-data.ts";
import { loadPortal } from "./admin.dashboard.server.ts";

export const handle = { portal: true };

export const meta: Route.MetaFunction = ({ matches }) => privateMeta(matches, "Editorial Portal");

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadPortal(request, context);
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const siteName = useRootData()?.site.siteName ?? DEFAULT_SITE_NAME;
  const sidebarId = useId();
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const main = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const changingSection =
    navigation.state === "loading" &&
    navigation.location.pathname.startsWith("/admin/dashboard") &&
    navigation.location.pathname !== pathname;
  const loading = useDelayed(changingSection, 150);

  useEffect(() => {
    document.documentElement.style.setProperty("--header-height", "0px");
  }, []);

  // A new section: its content is where a keyboard or screen-reader user continues.
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    main.current?.focus({ preventScroll: true });
  }, [pathname]);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      toggle.current?.focus();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open]);

  return (
    <div className="min-h-dvh bg-paper">
      <PortalBar
        siteName={siteName}
        menu={{ open, onToggle: () => setOpen((o) => !o), controls: sidebarId, buttonRef: toggle }}
        end={<NotificationBell unread={loaderData.unread} />}
      />
      <div className="lg:flex">
        <PortalSidebar
          id={sidebarId}
          open={open}
          username={loaderData.username}
          role={loaderData.role}
          counts={loaderData.counts}
          onChoose={() => setOpen(false)}
        />
        <main ref={main} id="main" tabIndex={-1} className="min-w-0 flex-1 outline-none">
          {loading ? (
            <p role="status" className="px-6 py-10 text-muted">
              Loading...
            </p>
          ) : (
            <Outlet />
          )}
        </main>
      </div>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const siteName = useRootData()?.site.siteName ?? DEFAULT_SITE_NAME;
  const copy = portalErrorCopy(error);
  return (
    <div className="min-h-dvh bg-paper">
      <PortalBar siteName={siteName} />
      <main id="main" tabIndex={-1} className="mx-auto max-w-xl px-4 py-16 outline-none">
        <h1 className="font-serif text-3xl font-bold">{copy.heading}</h1>
        <p className="mt-4 text-muted">{copy.message}</p>
        <a href={copy.back.href} className="mt-8 inline-block bg-accent px-5 py-2.5 font-semibold text-white">
          {copy.back.label}
        </a>
      </main>
    </div>
  );
}
