import type { Route } from "./+types/rss";
import { rss } from "./feeds.server.ts";

/** /rss.xml (every category) and /feeds/{category}.xml. */
export async function loader({ context, params }: Route.LoaderArgs) {
  return rss(context, params.file);
}
