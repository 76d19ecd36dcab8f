import { useId, useState } from "react";
import { usePortalFetcher } from "~/components/portal/manage/answer.ts";
import { Button } from "~/components/ui/button.tsx";

/** An edition's lifecycle in its row (decision 0079): Publish now or Schedule for a time, for a draft;
 * Unpublish (or cancel the schedule) otherwise. */
export function EditionActions({ id, status, label }: { id: string; status: string; label: string }) {
  const fieldId = useId();
  const fetcher = usePortalFetcher();
  const [at, setAt] = useState("");
  const busy = fetcher.state !== "idle";
  const fields = fetcher.data && !fetcher.data.ok ? fetcher.data.fields : undefined;
  if (status !== "draft")
    return (
      <fetcher.Form method="post">
        <input type="hidden" name="intent" value="move" />
        <input type="hidden" name="id" value={id} />
        <input type="hidden" name="to" value="draft" />
        <Button type="submit" look="secondary" busy={busy}>
          {status === "scheduled" ? "Cancel the schedule" : "Unpublish"}
          <span className="sr-only"> {label}</span>
        </Button>
      </fetcher.Form>
    );
  return (
    <div className="flex flex-wrap items-end gap-3">
      <fetcher.Form method="post">
        <input type="hidden" name="intent" value="move" />
        <input type="hidden" name="id" value={id} />
        <input type="hidden" name="to" value="published" />
        <Button type="submit" busy={busy}>
          Publish<span className="sr-only"> {label}</span>
        </Button>
      </fetcher.Form>
      <fetcher.Form method="post" className="flex flex-wrap items-end gap-2">
        <input type="hidden" name="intent" value="move" />
        <input type="hidden" name="id" value={id} />
        <input type="hidden" name="to" value="scheduled" />
        <input type="hidden" name="at" value={at} />
        <div>
          <label htmlFor={fieldId} className="block text-sm">
            Publish at
          </label>
          <input
            id={fieldId}
            type="datetime-local"
            onChange={(e) => setAt(e.target.value ? new Date(e.target.value).toISOString() : "")}
            aria-describedby={fields?.at ? `${fieldId}-error` : undefined}
            className="mt-1 min-h-11 border border-ink/30 bg-white px-3"
          />
        </div>
        <Button type="submit" look="secondary" busy={busy}>
          Schedule<span className="sr-only"> {label}</span>
        </Button>
        {fields?.at && (
          <p id={`${fieldId}-error`} role="alert" className="w-full text-sm font-semibold text-accent">
            {fields.at}
          </p>
        )}
      </fetcher.Form>
    </div>
  );
}
