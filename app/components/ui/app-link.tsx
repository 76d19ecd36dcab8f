import { useEffect, type ComponentProps } from "react";
import { useNavigate } from "react-router";

type Attributes = Record<string, string>;

/**
 * A link to one of the site's own pages, for the links every page repeats: the masthead's, the menus'
 * and the footer's, about forty. React Router's `<Link>` spends a dozen hooks on each (resolving its
 * path, preparing its click handler): with the main navigation's, they were 8 % of the work of
 * rendering an article page. These are plain anchors, marked `data-app-link`; `useAppLinks` (once, in
 * the root) opens them within the app as `<Link>` would. `to` is a path from the site's root, as the
 * navigation lists write it; an `AppLink` opens in the same window (no `target`, no `download`).
 * `data-discover` lets React Router learn of the page's route ahead of the click, as for `<Link>`.
 */
export function AppLink({
  to,
  ...props
}: Omit<ComponentProps<"a">, "href" | "target" | "download"> & { to: `/${string}` }) {
  // Set on the object the rest made: `<a {...props} href={to} …>` makes V8 copy it through its slow
  // path, 1.5 µs a link against 50 ns (docs/performance.md, eighth pass), over forty links a page.
  (props as Attributes).href = to;
  (props as Attributes)["data-app-link"] = "";
  (props as Attributes)["data-discover"] = "true";
  return <a {...props} />;
}

/** Opens `AppLink`s within the app: one listener on the document, after React's own (so a handler that
 * prevents the default, such as a menu's, still wins). Clicks that `<Link>` leaves to the browser are
 * left to it: another button, or a modifier key (a new tab or window, a download). As `<Link>` does,
 * a link to the page already shown replaces it in the history rather than adding it again. */
export function useAppLinks(): void {
  const navigate = useNavigate();
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element).closest?.<HTMLAnchorElement>("a[data-app-link]");
      if (
        !link ||
        event.defaultPrevented ||
        event.button ||
        event.metaKey ||
        event.altKey ||
        event.ctrlKey ||
        event.shiftKey
      )
        return;
      event.preventDefault();
      void navigate(link.pathname + link.search + link.hash, { replace: link.href === location.href });
    };
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, [navigate]);
}
