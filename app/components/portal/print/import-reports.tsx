import { counted } from "#shared/counted.ts";
import { formatDateTime } from "#shared/local-time.ts";
import type { PrintImportReport } from "#shared/print.ts";
import { Listed } from "~/components/portal/site-import/report-view.tsx";
import { useTimeZone } from "~/components/use-time-zone.ts";
import { ProgressBar } from "~/components/ui/progress-bar.tsx";

export type PrintImportItem = {
  id: string;
  state: string;
  pattern: string;
  publish: boolean;
  report: PrintImportReport;
  error: string | null;
  createdAt: string;
  by: string | null;
};

const STATES: Record<string, string> = {
  uploading: "Sending the files",
  importing: "Importing",
  done: "Imported",
  failed: "Failed",
};

/** One import's report: the counts, then each file that was imported, already there, not matched by
 * the pattern, or refused, and why. */
function ImportReport({ item }: { item: PrintImportItem }) {
  const { made, skipped, unmatched, refused } = item.report;
  return (
    <div className="grid gap-1 text-sm">
      <p>
        {counted(made.length, "edition")} imported{item.publish ? " and published" : " as drafts"},{" "}
        {skipped.length} already there, {unmatched.length} not matching the pattern, {refused.length} refused.
      </p>
      <Listed
        title="Imported"
        items={made.map((m) => `${m.file}: ${m.label}, ${m.published ? "published" : "a draft"}`)}
      />
      <Listed title="Already there (left as they were)" items={skipped.map((s) => `${s.file}: ${s.label}`)} />
      <Listed title="Not matching the pattern" items={unmatched} />
      <Listed title="Refused" items={refused.map((r) => `${r.file}: ${r.reason}`)} />
    </div>
  );
}

/** Print editions' recent imports, newest first: where each stands, and its report. */
export function ImportReports({ imports }: { imports: PrintImportItem[] }) {
  const timeZone = useTimeZone();
  if (!imports.length) return null;
  return (
    <section aria-labelledby="print-imports" className="mt-6 grid gap-4">
      <h3 id="print-imports" className="font-serif text-lg font-bold">
        Recent imports
      </h3>
      {imports.map((item) => (
        <article
          key={item.id}
          aria-labelledby={`print-import-${item.id}`}
          className="grid gap-3 border border-rule bg-white p-4 sm:p-5"
        >
          <header className="flex flex-wrap items-baseline justify-between gap-2">
            <h4 id={`print-import-${item.id}`} className="font-semibold break-all">
              {item.pattern}
            </h4>
            <span className="text-sm font-semibold">{STATES[item.state] ?? item.state}</span>
          </header>
          <p className="text-xs text-muted">
            {[item.by && `by ${item.by}`, formatDateTime(new Date(item.createdAt), timeZone)]
              .filter(Boolean)
              .join(" · ")}
          </p>
          {item.state === "importing" && (
            <ProgressBar
              className="max-w-md"
              label={`Importing ${item.pattern}`}
              percent={null}
              text="Reading each PDF, making its cover… You may leave this page: it goes on."
            />
          )}
          {item.error && (
            <p className="text-sm font-semibold text-accent">
              {item.state === "failed" ? item.error : `Trying again: ${item.error}`}
            </p>
          )}
          {item.state === "uploading" ? (
            <p className="text-sm text-muted">
              The browser that chose the files is sending them. An upload left unfinished is dropped after a
              day.
            </p>
          ) : (
            <ImportReport item={item} />
          )}
        </article>
      ))}
    </section>
  );
}
