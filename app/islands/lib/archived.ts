import { createContext, useContext } from "react";
import type { ArchivedCopy } from "#shared/archived-copy.ts";

/** The archived copy a page is rendered for (issue 43, decision 0080), or null for every reader's page:
 * set by entry.server.tsx from the load context, which only the archive's own renderer fills in. */
export const ArchivedContext = createContext<ArchivedCopy | null>(null);

export function useArchived(): ArchivedCopy | null {
  return useContext(ArchivedContext);
}
