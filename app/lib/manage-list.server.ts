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
