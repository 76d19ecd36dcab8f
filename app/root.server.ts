import type { AppLoadContext } from "react-router";
import { displayName } from "../server/modules/accounts/users.ts";
import { readerSchoolSignInLabel } from "../server/modules/school-sign-in/config.ts";
import { getCurrentUser } from "./lib/auth.server.ts";
import { pageSettings } from "./lib/page-settings.server.ts";

export async function loadRoot(request: Request, context: AppLoadContext) {
  const { services } = context;
  const [{ site, team, contacts }, user, readerSchool] = await Promise.all([
    pageSettings(context),
    getCurrentUser(request, context),
    // A setting like the others: read once, again after a change that touches every page.
    context.shared("reader-school-sign-in", () => readerSchoolSignInLabel(services.db)),
  ]);
  return {
    site,
    team: team.map((m) => (m.role ? `${m.name} - ${m.role}` : m.name)),
    contacts,
    user: user && { id: user.id, displayName: displayName(user), email: user.email, role: user.role },
    flash: context.flash,
    /** The sign-in dialog's school button (decision 0066), while an admin offers it to readers. */
    readerSchool,
    /** The reading mode for slow networks (server/http/reading-mode.ts): asked for by the browser's data
     * saver, or chosen on the site. */
    light: !context.lightReading
      ? null
      : request.headers.get("save-data")?.trim().toLowerCase() === "on"
        ? ("data-saver" as const)
        : ("chosen" as const),
    publicUrl: services.config.publicUrl,
    timeZone: services.config.timeZone,
    now: new Date().toISOString(),
  };
}
