import { useId, useState } from "react";
import { demoCountLines, type DemoCounts } from "#shared/demo-counts.ts";
import { Button } from "~/components/ui/button.tsx";
import { Dialog } from "~/components/ui/dialog.tsx";
import { usePortalFetcher } from "~/components/portal/manage/answer.ts";
import { SettingsCard } from "./card.tsx";

/**
 * Demo content (decision 0068): shown where the demo was seeded; its fetcher stays mounted after the
 * removal, so that its answer's toast shows. "Remove demo content" asks
 * first, with what will go; what a person made, or changed since, stays.
 */
export function DemoContent({ counts }: { counts: DemoCounts }) {
  const titleId = useId();
  const [open, setOpen] = useState(false);
  const fetcher = usePortalFetcher((answer) => {
    if (answer.ok) setOpen(false);
  });
  const lines = demoCountLines(counts);
  const kept =
    counts.kept > 0
      ? `${counts.kept} of the demo's items stay: someone changed them, or something of yours uses them.`
      : null;
  return (
    <SettingsCard
      id="demo-content"
      title="Demo content"
      description={
        lines.length
          ? "This publication started with invented demo content. Remove it before you publish your own: anything your staff made, or changed since, stays."
          : "This publication started with invented demo content."
      }
    >
      {lines.length ? (
        <>
          <ul className="list-disc space-y-1 pl-5 text-sm">
            {lines.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          {kept && <p className="mt-2 text-sm text-muted">{kept}</p>}
          <Button className="mt-4" onClick={() => setOpen(true)}>
            Remove demo content
          </Button>
        </>
      ) : (
        <p className="text-sm">
          No demo content is marked for removal: it was removed, or changed by your staff.
        </p>
      )}
      <Dialog open={open} onClose={() => setOpen(false)} labelledBy={titleId}>
        <fetcher.Form method="post" className="space-y-4 p-6">
          <input type="hidden" name="intent" value="remove-demo" />
          <h2 id={titleId} className="font-serif text-lg font-semibold">
            Remove the demo content?
          </h2>
          <p className="text-sm">This removes, for good:</p>
          <ul className="list-disc space-y-1 pl-5 text-sm">
            {lines.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          {kept && <p className="text-sm text-muted">{kept}</p>}
          <div className="flex flex-wrap justify-end gap-3">
            <Button look="secondary" data-autofocus onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" busy={fetcher.state !== "idle"} busyLabel="Removing...">
              Remove demo content
            </Button>
          </div>
        </fetcher.Form>
      </Dialog>
    </SettingsCard>
  );
}
