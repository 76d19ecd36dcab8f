import type { Route } from "./+types/sitemap";
import { sitemap } from "./sitemaps.server.ts";

export function loader({ context }: Route.LoaderArgs) {
  return sitemap(context);
}
