import type { Route } from "./+types/admin.dashboard.pages.edit";
import { EditorPage } from "~/components/portal/editor/page.tsx";
import { privateMeta } from "~/lib/meta.ts";
import { loadPageEditor } from "./admin.dashboard.pages.server.ts";

export const meta: Route.MetaFunction = ({ matches }) => privateMeta(matches, "Edit Page");

export async function loader({ request, context, params }: Route.LoaderArgs) {
  return loadPageEditor(request, context, params.id);
}

/** A static page, in the one editor (decisions 0039, 0047). */
export default function EditPage({ loaderData }: Route.ComponentProps) {
  return <EditorPage kind="page" data={loaderData} />;
}
