import { LOG_IN_FOR_DASHBOARD, PASSWORD_UPDATED } from "#shared/texts.ts";
import type { AppLoadContext } from "react-router";
import { changePassword } from "../../server/modules/accounts/change-password.ts";
import {
  addBreakingNews,
  deleteBreakingNews,
  setBreakingNewsActive,
  updateBreakingNews,
} from "../../server/modules/breaking-news/portal.ts";
import { listAllBreakingNews } from "../../server/modules/breaking-news/queries.ts";
import { Unauthorized } from "../../server/modules/errors.ts";
import {
  getContactAddresses,
  saveContactAddresses,
} from "../../server/modules/settings/contact-addresses.ts";
import { getSiteIdentity, saveSiteIdentity } from "../../server/modules/settings/site-settings.ts";
import { getSession } from "~/lib/auth.server.ts";
import { runPortalAction } from "~/lib/portal-answer.server.ts";
import { requireStaffPage } from "~/lib/staff.server.ts";

const SECTION = "/admin/dashboard/settings";

/** Settings: the site's name and tagline (the editorial team is People's masthead), the contact addresses, every breaking
 * news item, and whose password Change Password changes. */
export async function loadSettings(request: Request, context: AppLoadContext) {
  const user = await requireStaffPage(request, context);
  const { db } = context.services;
  const [site, contacts, breakingNews] = await Promise.all([
    getSiteIdentity(db),
    getContactAddresses(db),
    listAllBreakingNews(db),
  ]);
  return {
    site,
    contacts,
    breakingNews: breakingNews.map(({ id, title, content, isActive, createdAt }) => ({
      id,
      title,
      content,
      isActive,
      createdAt,
    })),
    username: user.username ?? user.email,
  };
}

export function settingsAction(request: Request, context: AppLoadContext) {
  const { db } = context.services;
  return runPortalAction(
    request,
    context,
    {
      site: {
        changes: "everything",
        failure: "Failed to save site settings",
        async run({ actor, form }) {
          await saveSiteIdentity(db, actor, form);
          return { title: "Settings saved", description: "Your site settings have been saved" };
        },
      },
      contacts: {
        changes: "everything",
        failure: "Failed to save the contact addresses",
        async run({ actor, form }) {
          await saveContactAddresses(db, actor, form);
          return { title: "Contact addresses saved", description: "The contact addresses have been saved" };
        },
      },
      "breaking-add": {
        changes: "everything",
        failure: "Failed to create breaking news",
        async run({ actor, form }) {
          await addBreakingNews(db, actor, form);
          return { title: "Breaking news created", description: "Breaking news has been successfully added" };
        },
      },
      "breaking-edit": {
        // The ticker of every page shows its title, as after breaking-add.
        changes: "everything",
        failure: "Failed to update breaking news",
        async run({ actor, form }) {
          await updateBreakingNews(db, actor, form);
          return {
            title: "Breaking news updated",
            description: "Breaking news has been successfully updated",
          };
        },
      },
      "breaking-toggle": {
        changes: "everything",
        failure: "Failed to update breaking news",
        async run({ actor, form }) {
          const item = await setBreakingNewsActive(db, actor, form.id, form.active);
          return item.isActive
            ? { title: "Breaking news activated", description: "Breaking news has been shown on the website" }
            : {
                title: "Breaking news deactivated",
                description: "Breaking news has been hidden on the website",
              };
        },
      },
      "breaking-delete": {
        changes: "everything",
        failure: "Failed to delete breaking news",
        async run({ actor, form }) {
          await deleteBreakingNews(db, actor, form.id);
          return {
            title: "Breaking news deleted",
            description: "Breaking news has been successfully removed",
          };
        },
      },
      password: {
        // A password shows on no page (decision 0016).
        changes: null,
        failure: "Failed to change password",
        async run({ form, request, context }) {
          const session = await getSession(request, context);
          if (!session) throw new Unauthorized(LOG_IN_FOR_DASHBOARD);
          await changePassword(db, session, form, context.services.limits);
          return { title: PASSWORD_UPDATED, description: "Your password has been successfully changed" };
        },
      },
    },
    SECTION,
  );
}
