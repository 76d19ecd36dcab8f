import { ManageCell } from "./table.tsx";

/** A Manage list's readership column (decision 0048): a piece's views in the last 30 days. */
export const VIEWS_COLUMN = "Views (30 days)";

export function ManageViewsCell({ views }: { views: number }) {
  return (
    <ManageCell label={VIEWS_COLUMN} className="whitespace-nowrap tabular-nums">
      {views.toLocaleString("en")}
    </ManageCell>
  );
}
