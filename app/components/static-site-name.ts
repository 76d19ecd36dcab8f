import { DEFAULT_SITE_NAME } from "#shared/constants.ts";
import { useRootData } from "~/lib/root-data.ts";

/** The publication's name as the editors set it in the portal. */
export function useSiteName(): string {
  return useRootData()?.site.siteName ?? DEFAULT_SITE_NAME;
}
