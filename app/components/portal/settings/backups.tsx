import { KEEP_BOUNDS, SCHEDULE_LABELS, type BackupOverview } from "#shared/backups.ts";
import { Button } from "~/components/ui/button.tsx";
import { Checkbox } from "~/components/ui/checkbox.tsx";
import { Field } from "~/components/ui/field.tsx";
import { usePortalFetcher } from "~/components/portal/manage/answer.ts";
import { CardForm, SettingsCard } from "./card.tsx";

/** The last scheduled backup, as an admin needs to know it: when and how big, or why it failed. */
function LastBackup({ last, next }: Pick<BackupOverview, "last" | "next">) {
  return (
    <dl className="grid max-w-2xl gap-x-6 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
      <dt className="font-semibold">Last backup</dt>
      <dd>
        {!last && "None yet"}
        {last?.ok && `${last.at} (${last.size})`}
        {last && !last.ok && (
          <span className="font-semibold text-accent-dark">
            Failed on {last.at}: {last.error}
          </span>
        )}
      </dd>
      <dt className="font-semibold">Next backup</dt>
      <dd>{next ?? "Not scheduled: daily backups are off"}</dd>
    </dl>
  );
}

/** Daily backups on or off and how many copies to keep (issue 28, decision 0051). */
export function BackupScheduleForm({ backups }: { backups: BackupOverview }) {
  const fetcher = usePortalFetcher();
  const fields = fetcher.data && !fetcher.data.ok ? (fetcher.data.fields ?? {}) : {};
  const { schedule } = backups;
  return (
    <SettingsCard
      id="backups"
      title="Backups"
      description={`A backup holds the whole database and every uploaded image. Daily backups are taken at 3:00 AM, the publication's time, and kept in ${backups.where}. Keep copies off this machine too: the operations guide says how.`}
    >
      <LastBackup last={backups.last} next={backups.next} />
      <div className="mt-5">
        <CardForm fetcher={fetcher} intent="backups" noValidate>
          <Checkbox label={SCHEDULE_LABELS.daily} name="daily" defaultChecked={schedule.daily} />
          <div className="grid gap-4 sm:grid-cols-2">
            {(
              [
                ["keepDaily", "days"],
                ["keepWeekly", "weeks"],
              ] as const
            ).map(([name, period]) => (
              <Field
                key={name}
                label={SCHEDULE_LABELS[name]}
                name={name}
                type="number"
                inputMode="numeric"
                {...KEEP_BOUNDS[name]}
                defaultValue={schedule[name]}
                hint={`The newest backup of each of the last ${period} (${KEEP_BOUNDS[name].min} to ${KEEP_BOUNDS[name].max}).`}
                error={fields[name]}
              />
            ))}
          </div>
        </CardForm>
      </div>
    </SettingsCard>
  );
}

/** Downloads of everything: the backup archive (`npm run restore` reads it) or the content as JSON. */
export function ExportDownloads() {
  return (
    <SettingsCard
      id="export"
      title="Export"
      description="Download everything the site holds. The backup archive is the same as a daily backup and restores with npm run restore. The JSON file holds the articles, opinion, creative pieces, pages, people, bylines, categories, tags, published comments and images, and nothing of anyone's account."
    >
      <div className="flex flex-wrap gap-3">
        {(
          [
            ["archive", "Download the backup archive", "primary"],
            ["content", "Download the content as JSON", "secondary"],
          ] as const
        ).map(([kind, label, look]) => (
          <form key={kind} method="post" action="/admin/export">
            <input type="hidden" name="kind" value={kind} />
            <Button type="submit" look={look}>
              {label}
            </Button>
          </form>
        ))}
      </div>
    </SettingsCard>
  );
}
