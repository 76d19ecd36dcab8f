import { data } from "react-router";
import type { Route } from "./+types/rss";
import { rss } from "./feeds.server.ts";

/** /rss.xml (every category) and /feeds/{category}.xml. */
export async function loader({ context, params }: Route.LoaderArgs) {
  const feed = await rss(context, params.file);
  if (!feed) throw data("No such feed", { status: 404 });
  return feed;
}
