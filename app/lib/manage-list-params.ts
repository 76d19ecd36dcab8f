import { pageNumber } from "./url-params.ts";

/** The longest search text a portal list accepts from its URL. */
export const SEARCH_MAX_LENGTH = 200;

export type ManageListParams = { q: string; page: number; edit: string | null };

/** A portal list's state from its URL: `q` (search text), `page` (1 when absent or not a page number)
 * and `edit` (the id of the piece whose edit dialog is open). */
export function manageListParams(url: URL): ManageListParams {
  const q = (url.searchParams.get("q") ?? "").trim().slice(0, SEARCH_MAX_LENGTH);
  const page = pageNumber(url.searchParams.get("page"));
  const edit = url.searchParams.get("edit")?.trim() || null;
  return { q, page, edit };
}

/** The list's URL for these values, leaving out the defaults: `?q=rain&category=Politics&page=2`. */
export function manageListHref(
  path: string,
  {
    q = "",
    category = "",
    status = "",
    page = 1,
    edit = null,
  }: Partial<ManageListParams> & { category?: string; status?: string },
): string {
  const params = new URLSearchParams();
  if (q) params.set("q", q);
  if (category) params.set("category", category);
  if (status) params.set("status", status);
  if (page > 1) params.set("page", String(page));
  if (edit) params.set("edit", edit);
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}
