import { getTableColumns } from "drizzle-orm";
import { articles, creativePieces } from "../../db/schema.ts";

/** The columns a public page (or a preview) may read: everything but the portal's edits readers must
 * not see yet, who saved them, and the search columns (decision 0045), which only search reads. One list, so that a column added for the portal is hidden everywhere. */
function pageColumnsOf<T extends typeof articles | typeof creativePieces>(table: T) {
  const {
    pending: _pending,
    pendingVersion: _pendingVersion,
    savedBy: _savedBy,
    searchDocument: _searchDocument,
    searchText: _searchText,
    ...columns
  } = getTableColumns(table);
  return columns;
}

export const articlePageColumns = pageColumnsOf(articles);
export const creativePageColumns = pageColumnsOf(creativePieces);

/** A row's hidden columns: the ones pageColumnsOf leaves out. */
export type HiddenColumns = "pending" | "pendingVersion" | "savedBy" | "searchDocument" | "searchText";
