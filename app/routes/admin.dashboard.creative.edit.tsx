import type { Route } from "./+types/admin.dashboard.creative.edit";
import { PublishForm } from "~/components/portal/publish-form.tsx";
import { withDraft } from "~/components/portal/publish-values.ts";
import { privateMeta } from "~/lib/meta.ts";
import { loadEditorPage } from "./admin.dashboard.editor.server.ts";

export const meta: Route.MetaFunction = ({ matches }) => privateMeta(matches, "Edit Creative Piece");

export async function loader({ request, context, params }: Route.LoaderArgs) {
  return loadEditorPage(request, context, "creative", params.id, "Creative piece not found");
}

/** A creative piece, in the one editor (decision 0039). */
export default function EditCreative({ loaderData: piece }: Route.ComponentProps) {
  return (
    <PublishForm
      key={piece.id}
      kind="creative"
      initial={{ ...piece, fields: withDraft("creative", piece.fields as Record<string, unknown>) }}
    />
  );
}
