import { isDomainError } from "../../server/modules/errors.ts";

/** The piece an edit dialog asks for, or null when it no longer exists. */
export async function findForEdit<T>(find: () => Promise<T>): Promise<T | null> {
  try {
    return await find();
  } catch (error) {
    if (isDomainError(error) && error.status === 404) return null;
    throw error;
  }
}

/** A page past the end (the last row of the last page was just deleted, or a stale link) shows the
 * last page instead of an empty list. */
export async function lastPageIfBeyond<T extends { page: number; pageCount: number }>(
  results: T,
  list: (page: number) => Promise<T>,
): Promise<T> {
  return results.pageCount > 0 && results.page > results.pageCount ? list(results.pageCount) : results;
}
