import { ROLE_LABELS, type Role } from "#shared/roles.ts";
import { HomeCard, HomeItem, HomeList } from "./home-card.tsx";
import type { AdminData } from "./home-types.ts";
import { plural, whenText } from "./home-paths.ts";

type Props = { admin: AdminData; today: string; timeZone: string };

const FAILED = "/admin/dashboard/settings#failed-work";
const BACKUPS = "/admin/dashboard/settings#backups";
const INVITATIONS = "/admin/dashboard/staff#invitations";

/** The admin's part of the home: the queue's problems, the last backup and the open invitations. */
export function AdminHome({ admin, today, timeZone }: Props) {
  const { failed, uncertain, backup, invitations } = admin;
  const when = (at: Date | string) => whenText(at, today, timeZone);
  const problems = (failed?.rows.length ?? 0) + (uncertain ?? 0);
  return (
    <>
      {failed && (
        <HomeCard
          id="home-problems"
          title="Problems in the queue"
          count={problems}
          urgent
          empty={problems ? null : "Nothing has failed. Mail and background work are going out."}
          all={problems ? [{ to: FAILED, label: "See all in Failed mail and work" }] : []}
        >
          <HomeList>
            {failed.rows.map((job) => (
              <HomeItem
                key={job.key}
                to={FAILED}
                title={job.what}
                meta={`${job.gaveUp ? "Gave up" : "Will be tried again"} · ${job.reason}`}
              />
            ))}
            {!!uncertain && (
              <HomeItem
                to={FAILED}
                title={`${plural(uncertain, "newsletter mail", "newsletter mails")} may or may not have gone out`}
                meta="Decide for each: resend it, or mark it as sent."
              />
            )}
          </HomeList>
        </HomeCard>
      )}
      {backup !== undefined && (
        <HomeCard
          id="home-backup"
          title="Last backup"
          empty={backup ? null : "No backup has been made yet. Turn on daily backups in Settings."}
          all={[{ to: BACKUPS, label: "Backups in Settings" }]}
        >
          {backup && (
            <p className="px-4 py-4 sm:px-5">
              {backup.ok ? (
                <>
                  <strong>Made {when(backup.at)}</strong>
                  <span className="text-muted"> · {backup.size}</span>
                </>
              ) : (
                <>
                  <strong className="text-accent-dark">Failed {when(backup.at)}</strong>
                  <span className="block text-sm break-words text-muted">{backup.error}</span>
                </>
              )}
            </p>
          )}
        </HomeCard>
      )}
      {invitations && (
        <HomeCard
          id="home-invitations"
          title="Pending invitations"
          count={invitations.rows.length}
          empty={invitations.rows.length ? null : "No invitations waiting. Invite your staff from Staff."}
          all={[{ to: INVITATIONS, label: invitations.more ? "See all in Staff" : "Invite someone" }]}
        >
          <HomeList>
            {invitations.rows.map((i) => (
              <HomeItem
                key={i.id}
                to={INVITATIONS}
                title={i.name || i.email}
                meta={`${ROLE_LABELS[i.role as Role] ?? i.role} · ${i.email}`}
                aside={
                  i.expired ? <span className="font-semibold text-accent-dark">Expired</span> : "Waiting"
                }
              />
            ))}
          </HomeList>
        </HomeCard>
      )}
    </>
  );
}
