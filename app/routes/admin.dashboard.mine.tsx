import type { Route } from "./+types/admin.dashboard.mine";
import { Pagination } from "~/components/pagination.tsx";
import { StatusBadge } from "~/components/portal/editor/status-badge.tsx";
import { ManageListStatus, useListLoading } from "~/components/portal/manage/list-status.tsx";
import { EditLink, LIST_HEADING_ID } from "~/components/portal/manage/row-actions.tsx";
import {
  ManageActionsCell,
  ManageCell,
  ManageRow,
  ManageTable,
  ManageTitleCell,
} from "~/components/portal/manage/table.tsx";
import { ReviewNote } from "~/components/portal/editor/review-note.tsx";
import { useTimeZone } from "~/components/use-time-zone.ts";
import { countText } from "~/lib/counts.ts";
import { formatDateTime } from "#shared/local-time.ts";
import { privateMeta } from "~/lib/meta.ts";
import { loadMyStories } from "./admin.dashboard.mine.server.ts";

const PATH = "/admin/dashboard/mine";
const COLUMNS = ["Title", "Kind", "Status", "Last changed", "Actions"] as const;
const KIND_LABELS = { article: "Article", opinion: "Opinion", creative: "Creative piece" } as const;

export const meta: Route.MetaFunction = ({ matches }) => privateMeta(matches, "My stories");

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadMyStories(request, context);
}

/** Every piece the signed-in writer started, with where it stands and, when an editor returned it,
 * their note; each links to its editor. */
export default function MyStories({ loaderData }: Route.ComponentProps) {
  const { results } = loaderData;
  const loading = useListLoading(PATH);
  const timeZone = useTimeZone();
  return (
    <section
      aria-labelledby={LIST_HEADING_ID}
      className="mx-auto max-w-6xl px-4 py-6 sm:px-6 lg:px-8 lg:py-8"
    >
      <h1 id={LIST_HEADING_ID} tabIndex={-1} className="font-serif text-3xl font-bold outline-none">
        My stories
      </h1>
      <p className="mt-1 text-sm text-muted">
        The pieces you started. Submit a draft for review when it is ready; an editor publishes it or returns
        it with a note.
      </p>
      <ManageListStatus
        loading={loading}
        loadingText="Loading your stories..."
        emptyText="You have not started a piece yet"
        noun={["piece", "pieces"]}
        results={results}
        clearHref={null}
      />
      {results.items.length > 0 && (
        <ManageTable
          caption={`My stories, page ${results.page} of ${countText(results.pageCount, results.more)}, newest first`}
          columns={COLUMNS}
          busy={loading}
        >
          {results.items.map((piece) => (
            <ManageRow key={piece.id}>
              <ManageTitleCell>
                {piece.title || <span className="text-muted italic">Untitled</span>}
                {piece.reviewNote && <ReviewNote note={piece.reviewNote} compact />}
              </ManageTitleCell>
              <ManageCell label="Kind" className="whitespace-nowrap">
                {KIND_LABELS[piece.kind]}
              </ManageCell>
              <ManageCell label="Status" className="whitespace-nowrap">
                <StatusBadge status={piece.status} />
              </ManageCell>
              <ManageCell label="Last changed" className="whitespace-nowrap">
                {formatDateTime(new Date(piece.updatedAt), timeZone)}
              </ManageCell>
              <ManageActionsCell>
                <EditLink
                  to={`/admin/dashboard/${piece.kind === "creative" ? "creative" : "articles"}/${piece.id}`}
                  id={piece.id}
                  title={piece.title || "Untitled"}
                />
              </ManageActionsCell>
            </ManageRow>
          ))}
        </ManageTable>
      )}
      <Pagination
        page={results.page}
        pageCount={results.pageCount}
        more={results.more}
        hrefFor={(page) => (page > 1 ? `${PATH}?page=${page}` : PATH)}
      />
    </section>
  );
}
