import type { Route } from "./+types/admin.dashboard.creative";
import { ManageSection, type ManageSectionTexts } from "~/components/portal/manage/section.tsx";
import { ManageCell } from "~/components/portal/manage/table.tsx";
import { PieceCells, pieceColumns } from "~/components/portal/manage/piece-cells.tsx";
import { CREATIVE_TYPE_LABELS, type CreativeType } from "#shared/categories.ts";
import { privateMeta } from "~/lib/meta.ts";
import { loadManageCreative, manageCreativeAction } from "./admin.dashboard.creative.server.ts";

const PATH = "/admin/dashboard/creative";
const COLUMNS = pieceColumns("Type", "Excerpt");
const TEXTS = {
  heading: "Manage Creative Pieces",
  searchPlaceholder: "Search creative pieces...",
  loading: "Loading creative pieces...",
  empty: "No creative pieces found",
  noun: ["creative piece", "creative pieces"],
  caption: "Creative pieces",
  notFound: "Creative piece not found",
} satisfies ManageSectionTexts;

export const meta: Route.MetaFunction = ({ matches }) => privateMeta(matches, "Manage Creative Pieces");

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadManageCreative(request, context);
}

export async function action({ request, context }: Route.ActionArgs) {
  return manageCreativeAction(request, context);
}

export default function ManageCreative({ loaderData }: Route.ComponentProps) {
  const { q, status, results } = loaderData;
  return (
    <ManageSection
      path={PATH}
      texts={TEXTS}
      columns={COLUMNS}
      q={q}
      results={results}
      status={status}
      mayDelete={loaderData.mayDelete}
      editHref={(piece) => `${PATH}/${piece.id}`}
      unsavedKind="creative"
      cells={(piece) => (
        <PieceCells
          piece={piece}
          first={
            <ManageCell label="Type" className="whitespace-nowrap">
              {CREATIVE_TYPE_LABELS[piece.type as CreativeType] ?? piece.type}
            </ManageCell>
          }
          extra={
            <ManageCell label="Excerpt" className="md:max-w-xs">
              {piece.excerpt ? (
                <span className="line-clamp-2">{piece.excerpt}</span>
              ) : (
                <span className="text-muted italic">No excerpt available</span>
              )}
            </ManageCell>
          }
        />
      )}
    />
  );
}
