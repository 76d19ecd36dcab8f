import type { ComponentProps } from "react";

type Attributes = Record<string, string>;

/**
 * A link to one of the site's own pages, for the links every page repeats: the masthead's, the menus'
 * and the footer's, about forty. React Router's `<Link>` spends a dozen hooks on each (resolving its
 * path, preparing its click handler): with the main navigation's, they were 8 % of the work of
 * rendering an article page. These are plain anchors: a public page is not a client-side app (decision
 * 0063), so each opens as a page. `to` is a path from the site's root, as the navigation lists write it;
 * an `AppLink` opens in the same window (no `target`, no `download`). Marked `data-app-link`, as
 * `LinkList`'s links are.
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
