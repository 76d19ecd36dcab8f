import { useState } from "react";
import type { Status } from "#shared/lifecycle.ts";
import { formatDateTime, localDateTimeValue } from "#shared/local-time.ts";
import { Button } from "~/components/ui/button.tsx";
import { Field } from "~/components/ui/field.tsx";

/** A scheduled publication's job as the editor page's loader reads it. */
export type ScheduleJob = {
  runAt: string | Date;
  attempts: number;
  lastError: string | null;
  failed: boolean;
};

/**
 * Schedule (issue 25): a native `datetime-local` field, in the publication's zone, named beside it.
 * A scheduled piece says when it goes out, and a failed attempt says so (the job retries it). The
 * piece is saved first (`onSchedule` does), so what goes out is what the editor shows.
 */
export function EditorSchedule({
  status,
  scheduledFor,
  job,
  timeZone,
  busy,
  onSchedule,
  onUnschedule,
}: {
  status: Status | null;
  scheduledFor: Date | null;
  job: ScheduleJob | null;
  timeZone: string;
  busy: boolean;
  onSchedule: (at: string) => Promise<string | null>;
  onUnschedule: () => Promise<void>;
}) {
  const [at, setAt] = useState(() => (scheduledFor ? localDateTimeValue(scheduledFor, timeZone) : ""));
  const [error, setError] = useState("");
  if (status === "published") return null;
  return (
    <fieldset className="space-y-3 border-t border-rule pt-4">
      <legend className="sr-only">Schedule</legend>
      {status === "scheduled" && scheduledFor && (
        <p role="status" className="text-sm">
          Scheduled for <strong>{formatDateTime(scheduledFor, timeZone)}</strong> ({timeZone} time).
        </p>
      )}
      {job?.lastError && (
        <p role="alert" className="border-l-4 border-accent bg-paper px-3 py-2 text-sm">
          {job.failed
            ? `Publishing failed after ${job.attempts} attempts: ${job.lastError}. Schedule it again, or publish it now.`
            : `Publishing failed (${job.lastError}); it is tried again automatically.`}
        </p>
      )}
      <Field
        type="datetime-local"
        label={status === "scheduled" ? "Move the publication to" : "Publish at"}
        hint={`Time in ${timeZone}`}
        value={at}
        error={error}
        onChange={(event) => {
          setAt(event.currentTarget.value);
          setError("");
        }}
      />
      <div className="flex flex-wrap gap-2">
        <Button
          look="secondary"
          busy={busy}
          busyLabel="Scheduling..."
          disabled={!at}
          onClick={async () => setError((await onSchedule(at)) ?? "")}
        >
          {status === "scheduled" ? "Reschedule" : "Schedule"}
        </Button>
        {status === "scheduled" && (
          <Button look="secondary" disabled={busy} onClick={() => void onUnschedule()}>
            Cancel schedule
          </Button>
        )}
      </div>
    </fieldset>
  );
}
