import { useState } from "react";
import { usePortalFetcher } from "~/components/portal/manage/answer.ts";
import { Button } from "~/components/ui/button.tsx";
import { Field } from "~/components/ui/field.tsx";
import { SettingsCard } from "~/components/portal/settings/card.tsx";

export type CsvReport = { added: number; refused: { line: number; from: string; reason: string }[] };

/** Import redirects from a CSV file (from,to,status), with the rows refused and why. */
export function RedirectsCsvForm() {
  const [file, setFile] = useState<File | null>(null);
  const fetcher = usePortalFetcher();
  const data = fetcher.data as (typeof fetcher.data & { report?: CsvReport }) | undefined;
  const report = data?.report;
  return (
    <SettingsCard
      id="import-redirects"
      title="Import redirects"
      description="A CSV file with one redirect a line: from,to,status (301 when left out). A first line 'from,to,status' is skipped."
    >
      <form
        noValidate
        className="grid max-w-2xl gap-4"
        onSubmit={async (event) => {
          event.preventDefault();
          if (file) void fetcher.submit({ intent: "csv", csv: await file.text() }, { method: "post" });
        }}
      >
        <Field
          label="CSV file"
          name="file"
          type="file"
          accept=".csv,text/csv"
          required
          onChange={(event) => setFile(event.currentTarget.files?.[0] ?? null)}
          error={data && !data.ok ? data.toast.description : undefined}
        />
        <div>
          <Button
            type="submit"
            look="secondary"
            disabled={!file}
            busy={fetcher.state !== "idle"}
            busyLabel="Importing..."
          >
            Import
          </Button>
        </div>
      </form>
      <div role="status" aria-live="polite" className="mt-4 text-sm">
        {report && (
          <>
            <p className="font-semibold">
              {report.added} added, {report.refused.length} refused.
            </p>
            {report.refused.length > 0 && (
              <ul className="mt-2 list-disc space-y-1 pl-5">
                {report.refused.map((row) => (
                  <li key={row.line}>
                    Line {row.line}
                    {row.from && ` (${row.from})`}: {row.reason}
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </div>
    </SettingsCard>
  );
}
