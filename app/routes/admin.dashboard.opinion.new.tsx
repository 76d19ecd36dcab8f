import type { Route } from "./+types/admin.dashboard.opinion.new";
import { PublishForm } from "~/components/portal/editor/publish-form.tsx";
import { privateMeta } from "~/lib/meta.ts";
import { publishAction } from "./admin.dashboard.publish.server.ts";

export const meta: Route.MetaFunction = ({ matches }) => privateMeta(matches, "Upload Opinion Piece");

export async function action({ request, context }: Route.ActionArgs) {
  return publishAction(request, context, "opinion");
}

export default function Section() {
  return <PublishForm kind="opinion" />;
}
