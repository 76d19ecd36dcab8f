import { ARTICLE_NOT_FOUND } from "#shared/texts.ts";
import type { Route } from "./+types/admin.dashboard.articles.edit";
import { EditorPage } from "~/components/portal/editor/page.tsx";
import { LiveLink } from "~/components/portal/live/live-link.tsx";
import { privateMeta } from "~/lib/meta.ts";
import { loadEditorPage } from "./admin.dashboard.editor.server.ts";

export const meta: Route.MetaFunction = ({ matches }) => privateMeta(matches, "Edit Article");

export async function loader({ request, context, params }: Route.LoaderArgs) {
  return loadEditorPage(request, context, "article", params.id, ARTICLE_NOT_FOUND);
}

/** An article or an opinion piece, in the one editor (decision 0039): an opinion piece is an article
 * whose Category is Opinion. */
export default function EditArticle({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <LiveLink articleId={loaderData.piece.id} />
      <EditorPage kind="article" data={loaderData} />
    </>
  );
}
