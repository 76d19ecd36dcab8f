import { LOG_IN_FOR_DASHBOARD, PASSWORD_UPDATED } from "#shared/texts.ts";
import type { AppLoadContext } from "react-router";
import { changePassword } from "../../server/modules/accounts/change-password.ts";
import { listAllBreakingNews } from "../../server/modules/breaking-news/queries.ts";
import { Unauthorized } from "../../server/modules/errors.ts";
import {
  getContactAddresses,
  saveContactAddresses,
} from "../../server/modules/settings/contact-addresses.ts";
import { currentSchoolYear } from "../../server/modules/school-year/setting.ts";
import { saveSchoolYearSetting } from "../../server/modules/school-year/save-setting.ts";
import { getSiteIdentity, saveSiteIdentity } from "../../server/modules/settings/site-settings.ts";
import { hasVerifiedFactor } from "../../server/modules/accounts/two-factor/totp.ts";
import {
  setStaffTwoFactorRequired,
  staffTwoFactorRequired,
} from "../../server/modules/settings/staff-two-factor.ts";
import { backupOverview } from "../../server/modules/backups/overview.ts";
import { deskSettingsView, saveDeskSettings } from "../../server/modules/settings/desk-settings.ts";
import { formatDateTime } from "#shared/local-time.ts";
import { saveBackupSchedule } from "../../server/modules/backups/schedule-settings.ts";
import { demoContentSummary, removeDemoContent } from "../../server/modules/demo/remove.ts";
import { describeDemoCounts } from "#shared/demo-counts.ts";
import { getSession } from "~/lib/auth.server.ts";
import { saveSchoolSignIn, schoolSignInView } from "../../server/modules/school-sign-in/config.ts";
import { CALLBACK_PATH } from "../../server/modules/school-sign-in/flow.ts";
import { setPasswordSignIn } from "../../server/modules/school-sign-in/password-rule.ts";
import { setReaderSignIn } from "../../server/modules/school-sign-in/readers.ts";
import { runPortalAction } from "~/lib/portal-answer.server.ts";
import { listFailedWork } from "../../server/modules/jobs/failures.ts";
import { listUncertainDeliveries } from "../../server/modules/newsletter/uncertain.ts";
import { listUncertainNotificationMails } from "../../server/modules/notifications/uncertain.ts";
import {
  archiveIntents,
  breakingNewsIntents,
  queueIntents,
} from "./admin.dashboard.settings.intents.server.ts";
import { archiveOverview } from "../../server/modules/static-archive/zip-requests.ts";
import { openBackupStore } from "../../server/providers/backup-store.ts";
import { can } from "#shared/roles.ts";
import { requireStaffPage } from "~/lib/staff.server.ts";

const SECTION = "/admin/dashboard/settings";

/** Settings: the site's name and tagline (the editorial team is People's masthead), the contact
 * addresses, every breaking news item, required two-factor sign-in, the backups and exports (admins), and
 * whose password Change Password
 * changes. Every staff role may open it for their own password; `may` says which other parts their role
 * may change (issue 26: breaking news for editors, the rest for admins), and the domain functions refuse
 * the others anyway. */
export async function loadSettings(request: Request, context: AppLoadContext) {
  const user = await requireStaffPage(request, context);
  const { db } = context.services;
  const mayBackups = can(user.role, "backups");
  const maySettings = can(user.role, "settings");
  const [
    site,
    contacts,
    breakingNews,
    twoFactorRequired,
    ownFactor,
    backups,
    failed,
    uncertain,
    desk,
    told,
    demo,
    year,
    archive,
  ] = await Promise.all([
    getSiteIdentity(db),
    getContactAddresses(db),
    listAllBreakingNews(db),
    staffTwoFactorRequired(db),
    hasVerifiedFactor(db, user.id),
    mayBackups ? backupOverview(db, context.services.config) : null,
    maySettings ? listFailedWork(db, user) : null,
    maySettings ? listUncertainDeliveries(db, user) : null,
    maySettings ? deskSettingsView(db, user) : null,
    maySettings ? listUncertainNotificationMails(db, user) : null,
    maySettings ? demoContentSummary(db, user) : null,
    currentSchoolYear(db, context.services.config.timeZone),
    mayBackups
      ? archiveOverview(db, openBackupStore(context.services.config), context.services.config.timeZone)
      : null,
  ]);
  const { timeZone, publicUrl } = context.services.config;
  return {
    school: maySettings
      ? { view: await schoolSignInView(db), callbackUrl: `${publicUrl}${CALLBACK_PATH}` }
      : null,
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
    twoFactor: { required: twoFactorRequired, ownFactor },
    backups,
    archive,
    desk,
    demo,
    schoolYear: maySettings ? { setting: year.setting, current: year.name } : null,
    queue:
      failed && uncertain
        ? {
            failed: failed.map((job) => ({ ...job, nextAttempt: formatDateTime(job.nextAttempt, timeZone) })),
            uncertain: uncertain.map(({ id, email, issue }) => ({ id, email, issue })),
            notifications: (told ?? []).map(({ id, email, title }) => ({ id, email, title })),
          }
        : null,
    may: {
      settings: maySettings,
      breakingNews: can(user.role, "breakingNews"),
      backups: mayBackups,
    },
  };
}

export function settingsAction(request: Request, context: AppLoadContext) {
  const { db, config } = context.services;
  return runPortalAction(
    request,
    context,
    {
      ...breakingNewsIntents(db),
      ...queueIntents(db),
      ...archiveIntents(db),
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
      desk: {
        // Approval shows on no public page.
        changes: null,
        failure: "Failed to save the approval settings",
        async run({ actor, form }) {
          await saveDeskSettings(db, actor, form);
          return { title: "Approval settings saved", description: "Publishing now follows the new rule" };
        },
      },
      "school-year": {
        // Every page's masthead is the current school year's.
        changes: "everything",
        failure: "Failed to save the school year",
        async run({ actor, form }) {
          await saveSchoolYearSetting(db, actor, form, { timeZone: config.timeZone });
          return { title: "School year saved", description: "Mastheads and archives are named by it now" };
        },
      },
      "two-factor": {
        // Sign-in shows on no public page.
        changes: null,
        failure: "Failed to save the two-factor setting",
        async run({ actor, form }) {
          const required = await setStaffTwoFactorRequired(db, actor, form);
          return required
            ? {
                title: "Two-factor sign-in required",
                description: "Every member of staff now signs in with a code",
              }
            : {
                title: "Two-factor sign-in optional",
                description: "Staff choose for themselves on Your account",
              };
        },
      },
      "school-sign-in": {
        // Sign-in shows on no public page.
        changes: null,
        failure: "Failed to save the school's sign-in",
        async run({ actor, form }) {
          await saveSchoolSignIn(db, actor, form);
          return {
            title: "School sign-in saved",
            description: "The provider answered; staff can sign in with it",
          };
        },
      },
      "school-passwords": {
        changes: null,
        failure: "Failed to save the password setting",
        async run({ actor, form }) {
          const allowed = await setPasswordSignIn(db, actor, form);
          return allowed
            ? { title: "Password sign-in on", description: "Staff may sign in with a password too" }
            : {
                title: "Password sign-in off",
                description: "Staff sign in with the school's account; admins keep their password",
              };
        },
      },
      "school-readers": {
        // Every public page's sign-in dialog offers it, or stops.
        changes: "everything",
        failure: "Failed to save the readers' sign-in",
        async run({ actor, form }) {
          return (await setReaderSignIn(db, actor, form))
            ? {
                title: "Readers' school sign-in on",
                description: "Readers may sign in with the school's accounts",
              }
            : { title: "Readers' school sign-in off", description: "Readers sign in with a password only" };
        },
      },
      backups: {
        // A backup shows on no public page.
        changes: null,
        failure: "Failed to save the backup settings",
        async run({ actor, form }) {
          const schedule = await saveBackupSchedule(db, actor, form, {
            timeZone: context.services.config.timeZone,
          });
          return schedule.daily
            ? { title: "Backup settings saved", description: "A backup is taken every day" }
            : { title: "Backup settings saved", description: "Daily backups are off" };
        },
      },
      "remove-demo": {
        // Pieces, people, the ticker and the pages' text change on every public page.
        changes: "everything",
        failure: "Failed to remove the demo content",
        async run({ actor }) {
          const removed = await removeDemoContent(db, context.services.storage, actor);
          return { title: "Demo content removed", description: `Removed ${describeDemoCounts(removed)}` };
        },
      },
      password: {
        // A password shows on no page (decision 0016).
        changes: null,
        failure: "Failed to change password",
        async run({ form, request, context }) {
          const session = await getSession(request, context);
          if (!session) throw new Unauthorized(LOG_IN_FOR_DASHBOARD);
          await changePassword(db, session, form, context.services.limits, context.clientIp);
          return { title: PASSWORD_UPDATED, description: "Your password has been successfully changed" };
        },
      },
    },
    SECTION,
  );
}
