import { useId } from "react";
import { Button } from "~/components/ui/button.tsx";
import { Checkbox } from "~/components/ui/checkbox.tsx";
import { Dialog } from "~/components/ui/dialog.tsx";
import { formatWhen } from "~/lib/when.ts";
import { useTimeZone } from "~/components/use-time-zone.ts";
import { commentsHref } from "./filters.tsx";
import { usePortalFetcher } from "~/components/portal/manage/answer.ts";
import { SettingsCard } from "~/components/portal/settings/card.tsx";

/** Ban a reader from commenting, optionally hiding every comment of theirs; closes once done. */
export function BanDialog({
  reader,
  onClose,
}: {
  reader: { id: string; name: string };
  onClose: () => void;
}) {
  const id = useId();
  const fetcher = usePortalFetcher((answer) => answer.ok && onClose());
  return (
    <Dialog open onClose={onClose} labelledBy={id}>
      <fetcher.Form method="post" className="p-6">
        <h2 id={id} className="font-serif text-xl font-semibold">
          Ban {reader.name} from commenting?
        </h2>
        <p className="mt-2 text-sm text-muted">
          They keep their account and can still read and like, but every comment they try to post is refused
          with a message saying why. You can unban them below the list.
        </p>
        <input type="hidden" name="intent" value="ban" />
        <input type="hidden" name="userId" value={reader.id} />
        <Checkbox
          className="mt-4"
          label="Also hide all their comments"
          name="hideAll"
          hint="Readers no longer see any of them. You can approve any one again later."
        />
        <div className="mt-6 flex flex-wrap justify-end gap-3">
          <Button look="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" busy={fetcher.state !== "idle"} busyLabel="Banning...">
            Ban reader
          </Button>
        </div>
      </fetcher.Form>
    </Dialog>
  );
}

type Ban = { userId: string; name: string | null; email: string; since: Date | string };

/** The banned readers, newest first, each with Unban and a link to their comments. */
export function BannedReaders({ bans }: { bans: Ban[] }) {
  const timeZone = useTimeZone();
  const fetcher = usePortalFetcher();
  return (
    <SettingsCard id="banned" title="Banned readers" description="Readers who can no longer comment.">
      {bans.length === 0 ? (
        <p className="text-muted">Nobody is banned.</p>
      ) : (
        <ul className="divide-y divide-rule">
          {bans.map((ban) => {
            const name = ban.name || ban.email.split("@")[0]!;
            return (
              <li key={ban.userId} className="flex flex-wrap items-center gap-x-4 gap-y-2 py-3">
                <a
                  href={commentsHref({ reader: ban.userId })}
                  className="font-semibold underline underline-offset-2"
                >
                  {name}
                </a>
                <span className="text-sm text-muted">since {formatWhen(ban.since, timeZone)}</span>
                <fetcher.Form method="post" className="ml-auto">
                  <input type="hidden" name="intent" value="unban" />
                  <input type="hidden" name="userId" value={ban.userId} />
                  <Button
                    type="submit"
                    look="secondary"
                    className="min-h-9 px-3 text-sm"
                    disabled={fetcher.state !== "idle"}
                  >
                    Unban<span className="sr-only"> {name}</span>
                  </Button>
                </fetcher.Form>
              </li>
            );
          })}
        </ul>
      )}
    </SettingsCard>
  );
}
