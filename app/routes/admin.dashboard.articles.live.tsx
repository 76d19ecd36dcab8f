import type { Route } from "./+types/admin.dashboard.articles.live";
import { LiveDesk } from "~/components/portal/live/live-desk.tsx";
import { privateMeta } from "~/lib/meta.ts";
import { liveAction, loadLive } from "./admin.dashboard.live.server.ts";

export const meta: Route.MetaFunction = ({ matches }) => privateMeta(matches, "Live blog");

export async function loader({ request, context, params }: Route.LoaderArgs) {
  return loadLive(request, context, params.id);
}

export async function action({ request, context, params }: Route.ActionArgs) {
  return liveAction(request, context, params.id);
}

/** A live blog's desk (issue 42, decision 0081): post, pin, correct, delete, approve, set and end. */
export default function LiveBlog({ loaderData }: Route.ComponentProps) {
  return <LiveDesk data={loaderData} />;
}
