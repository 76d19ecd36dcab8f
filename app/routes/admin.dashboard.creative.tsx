import type { Route } from "./+types/admin.dashboard.creative";
import { CreativeEditForm } from "~/components/portal/manage-creative-edit-form.tsx";
import { ManageSection, type ManageSectionTexts } from "~/components/portal/manage-section.tsx";
import { ManageCell } from "~/components/portal/manage-table.tsx";
import { useTimeZone } from "~/components/use-time-zone.ts";
import { CREATIVE_TYPE_LABELS, type CreativeType } from "#shared/categories.ts";
import { formatDate } from "#shared/dates.ts";
import { privateMeta } from "~/lib/meta.ts";
import { loadManageCreative, manageCreativeAction } from "./admin.dashboard.creative.server.ts";

const PATH = "/admin/dashboard/creative";
const COLUMNS = ["Title", "Type", "Author", "Published", "Excerpt", "Actions"] as const;
const TEXTS = {
  heading: "Manage Creative Pieces",
  searchPlaceholder: "Search creative pieces...",
  loading: "Loading creative pieces...",
  empty: "No creative pieces found",
  noun: ["creative piece", "creative pieces"],
  caption: "Creative pieces",
  notFound: "Creative piece not found",
  editTitle: "Edit Creative Piece",
} satisfies ManageSectionTexts;

export const meta: Route.MetaFunction = ({ matches }) => privateMeta(matches, "Manage Creative Pieces");

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadManageCreative(request, context);
}

export async function action({ request, context }: Route.ActionArgs) {
  return manageCreativeAction(request, context);
}

export default function ManageCreative({ loaderData }: Route.ComponentProps) {
  const { q, results, editing, editMissing } = loaderData;
  const timeZone = useTimeZone();
  return (
    <ManageSection
      path={PATH}
      texts={TEXTS}
      columns={COLUMNS}
      q={q}
      results={results}
      editing={editing}
      editMissing={editMissing}
      cells={(piece) => (
        <>
          <ManageCell label="Type" className="whitespace-nowrap">
            {CREATIVE_TYPE_LABELS[piece.type as CreativeType] ?? piece.type}
          </ManageCell>
          <ManageCell label="Author">{piece.author}</ManageCell>
          <ManageCell label="Published" className="whitespace-nowrap">
            {piece.publishedAt ? formatDate(piece.publishedAt, timeZone) : "Draft"}
          </ManageCell>
          <ManageCell label="Excerpt" className="md:max-w-xs">
            {piece.excerpt ? (
              <span className="line-clamp-2">{piece.excerpt}</span>
            ) : (
              <span className="text-muted italic">No excerpt available</span>
            )}
          </ManageCell>
        </>
      )}
      editForm={(piece, closeHref, close) => (
        <CreativeEditForm key={piece.id} piece={piece} action={PATH} closeHref={closeHref} close={close} />
      )}
    />
  );
}
