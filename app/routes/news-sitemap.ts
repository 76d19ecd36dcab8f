import type { Route } from "./+types/news-sitemap";
import { newsSitemap } from "./sitemaps.server.ts";

/** /news-sitemap.xml: Google News sitemap of the last two days' articles. */
export function loader({ context }: Route.LoaderArgs) {
  return newsSitemap(context);
}
