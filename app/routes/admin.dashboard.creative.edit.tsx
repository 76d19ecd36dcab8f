import type { Route } from "./+types/admin.dashboard.creative.edit";
import { EditorPage } from "~/components/portal/editor/page.tsx";
import { privateMeta } from "~/lib/meta.ts";
import { loadEditorPage } from "./admin.dashboard.editor.server.ts";

export const meta: Route.MetaFunction = ({ matches }) => privateMeta(matches, "Edit Creative Piece");

export async function loader({ request, context, params }: Route.LoaderArgs) {
  return loadEditorPage(request, context, "creative", params.id, "Creative piece not found");
}

/** A creative piece, in the one editor (decision 0039). */
export default function EditCreative({ loaderData }: Route.ComponentProps) {
  return <EditorPage kind="creative" data={loaderData} />;
}
