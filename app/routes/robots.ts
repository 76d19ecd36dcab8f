import type { Route } from "./+types/robots";
import { robots } from "./sitemaps.server.ts";

export function loader({ context }: Route.LoaderArgs) {
  return robots(context);
}
