import { formatDateTime } from "#shared/local-time.ts";
import { counted, formatSize } from "#shared/counted.ts";
import { usePortalFetcher } from "~/components/portal/manage/answer.ts";
import { useTimeZone } from "~/components/use-time-zone.ts";
import { Button } from "~/components/ui/button.tsx";
import { ProgressBar } from "~/components/ui/progress-bar.tsx";
import type { StoredReport } from "#shared/import-report.ts";
import { ReportView } from "./report-view.tsx";

export type ImportItem = {
  id: string;
  fileName: string;
  size: number;
  received: number;
  kind: string | null;
  state: string;
  handled: number;
  total: number | null;
  dryRun: StoredReport | null;
  report: StoredReport | null;
  error: string | null;
  createdAt: Date | string;
  finishedAt: Date | string | null;
  by: string | null;
};

const KINDS: Record<string, string> = { wxr: "WordPress or SNO Sites export", ghost: "Ghost export" };

const STATES: Record<string, string> = {
  uploading: "Upload stopped",
  checking: "Checking",
  checked: "Ready to import",
  importing: "Importing",
  done: "Imported",
  failed: "Failed",
  refused: "Not an export we can read",
};

/** One import of Settings → Import: where it stands, its progress, its reports and what may be done. */
export function ImportCard({ item, otherRunning }: { item: ImportItem; otherRunning: boolean }) {
  const timeZone = useTimeZone();
  const fetcher = usePortalFetcher();
  const busy = fetcher.state !== "idle";
  const act = (intent: "confirm" | "discard") =>
    void fetcher.submit({ intent, id: item.id }, { method: "post" });
  const items = item.total ?? 0;
  const percent = items ? Math.min(100, Math.floor((item.handled / items) * 100)) : null;
  const headingId = `import-${item.id}`;
  return (
    <article aria-labelledby={headingId} className="border border-rule bg-white p-5 sm:p-6">
      <header className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={headingId} className="font-serif text-lg font-bold break-all">
          {item.fileName}
        </h3>
        <span className="text-sm font-semibold">{STATES[item.state] ?? item.state}</span>
      </header>
      <p className="mt-1 text-xs text-muted">
        {[
          item.kind && KINDS[item.kind],
          formatSize(item.size),
          item.by && `by ${item.by}`,
          formatDateTime(new Date(item.createdAt), timeZone),
        ]
          .filter(Boolean)
          .join(" · ")}
      </p>
      <div className="mt-4 grid gap-4">
        {item.state === "uploading" && (
          <p className="text-sm">
            The upload stopped at {formatSize(item.received)} of {formatSize(item.size)}. Choose the same file
            above to go on from there.
          </p>
        )}
        {item.state === "checking" && (
          <ProgressBar
            className="max-w-md"
            label={`Checking ${item.fileName}`}
            percent={null}
            text={`Reading the export: ${counted(item.handled, "post or page", "posts and pages")} so far…`}
          />
        )}
        {item.state === "importing" && (
          <>
            <ProgressBar
              className="max-w-md"
              label={`Importing ${item.fileName}`}
              percent={percent}
              text={`${item.handled.toLocaleString("en")} of ${counted(items, "post or page", "posts and pages")} (${percent ?? 0}%)`}
            />
            <p className="text-sm text-muted">
              The site keeps serving readers. You may leave this page: it goes on.
            </p>
          </>
        )}
        {item.error && (
          <p className="text-sm font-semibold text-accent">
            {item.state === "refused" || item.state === "failed" ? item.error : `Trying again: ${item.error}`}
          </p>
        )}
        {item.report && (
          <ReportView
            report={item.report}
            caption={item.state === "done" ? "What was imported" : "Imported so far"}
          />
        )}
        {item.dryRun && item.state === "checked" && (
          <ReportView
            report={item.dryRun}
            caption="Dry run: what the import would do (nothing is written yet)"
          />
        )}
        {item.state === "done" && item.finishedAt && (
          <p className="text-sm text-muted">
            Finished {formatDateTime(new Date(item.finishedAt), timeZone)}.
          </p>
        )}
        <div className="flex flex-wrap gap-3">
          {item.state === "checked" && (
            <Button
              look="primary"
              busy={busy && fetcher.formData?.get("intent") === "confirm"}
              busyLabel="Starting…"
              disabled={busy || otherRunning}
              aria-describedby={otherRunning ? `${headingId}-wait` : undefined}
              onClick={() => act("confirm")}
            >
              Start the import
            </Button>
          )}
          {["uploading", "checked", "refused", "failed"].includes(item.state) && (
            <Button
              look="secondary"
              busy={busy && fetcher.formData?.get("intent") === "discard"}
              busyLabel="Discarding…"
              disabled={busy}
              onClick={() => act("discard")}
            >
              Discard<span className="sr-only"> {item.fileName}</span>
            </Button>
          )}
        </div>
        {item.state === "checked" && otherRunning && (
          <p id={`${headingId}-wait`} className="text-sm text-muted">
            Another import is running: this one can start when it has finished.
          </p>
        )}
      </div>
    </article>
  );
}
