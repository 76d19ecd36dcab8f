import type { AppLoadContext } from "react-router";
import { getPageSettings } from "../../server/modules/settings/page-settings.ts";

/** The settings every page shows, read once by the process and again only after a settings change
 * (server/http/shared-values.ts). */
export function pageSettings(context: AppLoadContext): ReturnType<typeof getPageSettings> {
  return context.shared("page-settings", () =>
    getPageSettings(context.services.db, context.services.config.timeZone),
  );
}
