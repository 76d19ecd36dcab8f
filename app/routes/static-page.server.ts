import { data, type AppLoadContext } from "react-router";
import { ESTABLISHED, MIN_PASSWORD_LENGTH } from "#shared/constants.ts";
import { readPublicPage } from "../../server/modules/pages/read.ts";
import { fillPlaceholders, pageBody } from "../../server/modules/pages/render.ts";
import { pageSettings } from "~/lib/page-settings.server.ts";

/** A static page (decision 0047): its published text from the database, the placeholders filled from
 * the settings, cut into sections; Contact also has the team cards (the people on the masthead). A
 * page whose row is gone is a 404. */
export async function loadStaticPage(context: AppLoadContext, slug: string) {
  const [page, settings] = await Promise.all([
    readPublicPage(context.services.db, slug),
    pageSettings(context),
  ]);
  if (!page) throw data("Page not found", { status: 404 });
  const values = {
    siteName: settings.site.siteName,
    established: ESTABLISHED,
    minPasswordLength: MIN_PASSWORD_LENGTH,
    contacts: settings.contacts,
  };
  return {
    slug: page.slug,
    title: page.title,
    standfirst: fillPlaceholders(page.standfirst, values),
    lastUpdated: page.lastUpdated,
    toc: page.toc,
    body: pageBody(fillPlaceholders(page.content, values)),
    team: slug === "contact" ? settings.team : [],
  };
}
