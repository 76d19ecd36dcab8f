import type { Route } from "./+types/podcasts.feed";
import { showFeed } from "./podcasts.server.ts";

/** /podcasts/{show}/feed.xml (decision 0074). */
export async function loader({ context, params }: Route.LoaderArgs) {
  return showFeed(context, params.show);
}
