import { useEffect } from "react";
import { useRevalidator } from "react-router";
import { ARCHIVE_DOWNLOAD_PATH, type ArchiveZipOverview } from "#shared/archive-zip.ts";
import { Button } from "~/components/ui/button.tsx";
import { ProgressBar } from "~/components/ui/progress-bar.tsx";
import { Select } from "~/components/ui/select.tsx";
import { usePortalFetcher } from "~/components/portal/manage/answer.ts";
import { SettingsCard } from "./card.tsx";

/** How often the page asks again while an archive is being made. */
const POLL_MS = 3000;

/** The job asked for last: waiting, how far it is, or why it failed. */
function ArchiveJob({ job }: { job: NonNullable<ArchiveZipOverview["job"]> }) {
  if (job.state === "failed")
    return (
      <p className="text-sm font-semibold text-accent-dark">
        The archive of {job.part} asked for on {job.at} failed: {job.error}
      </p>
    );
  if (job.state === "queued")
    return (
      <ProgressBar label="Archive" percent={null} text={`An archive of ${job.part} is about to begin`} />
    );
  const percent = job.known > 0 ? Math.round((100 * job.done) / job.known) : null;
  return (
    <ProgressBar
      label="Archive"
      percent={percent}
      text={`Making an archive of ${job.part}: ${job.done} of ${job.known} pages and files found so far`}
    />
  );
}

/** Settings → Archive (issue 43, decision 0080): the public site as static files in a zip, made by a
 * queued job; the page asks again every few seconds while it is being made. */
export function ArchiveCard({ archive }: { archive: ArchiveZipOverview }) {
  const fetcher = usePortalFetcher();
  const revalidator = useRevalidator();
  const busy = archive.job?.state === "queued" || archive.job?.state === "running";
  useEffect(() => {
    if (!busy) return;
    const timer = setInterval(() => {
      if (revalidator.state === "idle") void revalidator.revalidate();
    }, POLL_MS);
    return () => clearInterval(timer);
  }, [busy, revalidator]);
  const fields = fetcher.data && !fetcher.data.ok ? (fetcher.data.fields ?? {}) : {};
  return (
    <SettingsCard
      id="archive"
      title="Archive"
      description={`A copy of the public site as plain files that open in any browser, from a web server or a USB stick, with no sign-in, forms or comments. It is made in the background and kept in ${archive.where} until the next one replaces it. Pieces taken down or unpublished are not in it, not even in its lists.`}
    >
      <div className="grid max-w-2xl gap-4">
        {archive.ready ? (
          <p className="text-sm">
            The archive of {archive.ready.part}, made on {archive.ready.at} ({archive.ready.size}):{" "}
            <a
              href={ARCHIVE_DOWNLOAD_PATH}
              download
              className="font-semibold text-accent underline underline-offset-2"
            >
              Download the archive
            </a>
          </p>
        ) : (
          <p className="text-sm text-muted">No archive has been made yet.</p>
        )}
        {archive.job && <ArchiveJob job={archive.job} />}
        <fetcher.Form method="post" className="grid gap-4" noValidate>
          <input type="hidden" name="intent" value="archive" />
          <Select label="What it holds" name="part" options={archive.parts} error={fields.part} />
          <div>
            <Button type="submit" busy={fetcher.state !== "idle"} busyLabel="Starting..." disabled={busy}>
              Make an archive
            </Button>
          </div>
        </fetcher.Form>
      </div>
    </SettingsCard>
  );
}
