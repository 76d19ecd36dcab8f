import { ImportLink } from "~/components/portal/settings/import-link.tsx";
import type { Route } from "./+types/admin.dashboard.settings";
import { BackupScheduleForm, ExportDownloads } from "~/components/portal/settings/backups.tsx";
import { ArchiveCard } from "~/components/portal/settings/archive.tsx";
import { BreakingNewsManager } from "~/components/portal/settings/breaking-news.tsx";
import { ContactAddressesForm } from "~/components/portal/settings/contacts.tsx";
import { DeskSettingsForm } from "~/components/portal/settings/desk.tsx";
import { FailedWork } from "~/components/portal/settings/failed-work.tsx";
import { DemoContent } from "~/components/portal/settings/demo-content.tsx";
import { ChangePasswordForm } from "~/components/portal/settings/password.tsx";
import { SchoolYearForm } from "~/components/portal/settings/school-year.tsx";
import { SiteSettingsForm } from "~/components/portal/settings/site.tsx";
import { StaffTwoFactorForm } from "~/components/portal/settings/two-factor.tsx";
import { SchoolSignInForm } from "~/components/portal/settings/school-sign-in.tsx";
import { privateMeta } from "~/lib/meta.ts";
import { loadSettings, settingsAction } from "./admin.dashboard.settings.server.ts";

export const meta: Route.MetaFunction = ({ matches }) => privateMeta(matches, "Settings");

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadSettings(request, context);
}

export async function action({ request, context }: Route.ActionArgs) {
  return settingsAction(request, context);
}

/** The page's parts, each with what the role needs for it (null: every staff role). */
const PARTS = [
  ["demo-content", "Demo content", "demo"],
  ["site-settings", "Site Settings", "settings"],
  ["breaking-news", "Breaking News", "breakingNews"],
  ["contact-addresses", "Contact addresses", "settings"],
  ["school-year", "School year", "settings"],
  ["two-factor", "Two-factor sign-in", "settings"],
  ["school-sign-in", "School sign-in", "settings"],
  ["desk", "Publishing approval", "settings"],
  ["backups", "Backups", "backups"],
  ["export", "Export", "backups"],
  ["archive", "Archive", "backups"],
  ["import", "Import", "settings"],
  ["failed-work", "Failed mail and work", "settings"],
  ["change-password", "Change Password", null],
] as const;

export default function Settings({ loaderData }: Route.ComponentProps) {
  const {
    site,
    contacts,
    breakingNews,
    username,
    may,
    twoFactor,
    backups,
    archive,
    queue,
    desk,
    school,
    demo,
    schoolYear,
  } = loaderData;
  const parts = PARTS.filter(([, , needs]) =>
    needs === "demo" ? demo !== null : needs === null || may[needs],
  );
  return (
    <section
      aria-labelledby="settings-heading"
      className="mx-auto max-w-4xl px-4 py-6 sm:px-6 lg:px-8 lg:py-8"
    >
      <h1 id="settings-heading" className="font-serif text-3xl font-bold">
        Settings
      </h1>
      <nav aria-label="Settings sections" className="mt-4">
        <ul className="flex flex-wrap gap-x-5 gap-y-2 text-sm">
          {parts.map(([id, label]) => (
            <li key={id}>
              <a href={`#${id}`} className="font-semibold text-accent underline-offset-2 hover:underline">
                {label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mt-6 space-y-6">
        {demo && <DemoContent counts={demo} />}
        {may.settings && <SiteSettingsForm siteName={site.siteName} siteTagline={site.siteTagline} />}
        {may.breakingNews && <BreakingNewsManager items={breakingNews} />}
        {may.settings && (
          <p className="text-sm text-muted">
            The editorial team on the Contact page, the splash and /staff is this school year's masthead in{" "}
            <a
              href="/admin/dashboard/people"
              className="font-semibold text-accent underline underline-offset-2"
            >
              People
            </a>
            .
          </p>
        )}
        {may.settings && <ContactAddressesForm addresses={contacts} />}
        {schoolYear && <SchoolYearForm setting={schoolYear.setting} current={schoolYear.current} />}
        {may.settings && <StaffTwoFactorForm required={twoFactor.required} ownFactor={twoFactor.ownFactor} />}
        {school && <SchoolSignInForm view={school.view} callbackUrl={school.callbackUrl} />}
        {desk && <DeskSettingsForm desk={desk} />}
        {backups && <BackupScheduleForm backups={backups} />}
        {may.backups && <ExportDownloads />}
        {archive && <ArchiveCard archive={archive} />}
        {may.settings && <ImportLink />}
        {queue && (
          <FailedWork failed={queue.failed} uncertain={queue.uncertain} notifications={queue.notifications} />
        )}
        <ChangePasswordForm username={username} />
      </div>
    </section>
  );
}
