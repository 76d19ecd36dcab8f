import type { ReactNode } from "react";
import { formatDate } from "#shared/dates.ts";
import { formatDateTime } from "#shared/local-time.ts";
import { StatusBadge } from "~/components/portal/editor/status-badge.tsx";
import { useTimeZone } from "~/components/use-time-zone.ts";
import { ManageCell } from "./table.tsx";

/** A Manage list's readership column (decision 0048): a piece's views in the last 30 days. */
export const VIEWS_COLUMN = "Views (30 days)";

/** The columns of a list of pieces (articles, creative pieces): the kind's own two around the
 * author, status and publication every piece has. */
export function pieceColumns<First extends string, Extra extends string>(first: First, extra: Extra) {
  return ["Title", first, "Author", "Status", "Published", extra, VIEWS_COLUMN, "Actions"] as const;
}

type ListedPiece = {
  author: string;
  status: string;
  publishedAt: Date | string | null;
  scheduledFor: Date | string | null;
  views: number;
};

/** The date a piece went out, when a scheduled piece goes out, or that it is not published. */
function PublishedWhen({ piece, timeZone }: { piece: ListedPiece; timeZone: string }) {
  if (piece.publishedAt) return <>{formatDate(new Date(piece.publishedAt), timeZone)}</>;
  if (piece.scheduledFor) return <>Goes out {formatDateTime(new Date(piece.scheduledFor), timeZone)}</>;
  return <span className="text-muted">Not published</span>;
}

/** A piece's row between its title and its actions (the columns of `pieceColumns`): `first` and
 * `extra` are the kind's own cells. */
export function PieceCells({
  piece,
  first,
  extra,
}: {
  piece: ListedPiece;
  first: ReactNode;
  extra: ReactNode;
}) {
  const timeZone = useTimeZone();
  return (
    <>
      {first}
      <ManageCell label="Author">{piece.author}</ManageCell>
      <ManageCell label="Status" className="whitespace-nowrap">
        <StatusBadge status={piece.status} />
      </ManageCell>
      <ManageCell label="Published" className="whitespace-nowrap">
        <PublishedWhen piece={piece} timeZone={timeZone} />
      </ManageCell>
      {extra}
      <ManageCell label={VIEWS_COLUMN} className="whitespace-nowrap tabular-nums">
        {piece.views.toLocaleString("en")}
      </ManageCell>
    </>
  );
}
