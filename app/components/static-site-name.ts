import { DEFAULT_SITE_NAME } from "~/lib/constants.ts";
import { useRootData } from "~/root.tsx";

/** The publication's name as the editors set it in the portal. */
export function useSiteName(): string {
  return useRootData()?.site.siteName ?? DEFAULT_SITE_NAME;
}
