import { Button } from "~/components/ui/button.tsx";
import { usePortalFetcher } from "~/components/portal/manage/answer.ts";
import { AnswerNote } from "~/components/portal/piece-care-parts.tsx";
import { SettingsCard } from "~/components/portal/settings/card.tsx";
import { useTimeZone } from "~/components/use-time-zone.ts";
import { formatDateTime } from "#shared/local-time.ts";
import type { PollSummary } from "#shared/poll-view.ts";

export type EditorPoll = PollSummary;

/**
 * The piece's readers' polls on its editor page (decision 0077), for editors: each poll's votes per
 * choice, and per hour as a table, and a button that closes it now.
 */
export function PiecePolls({ polls }: { polls: readonly EditorPoll[] }) {
  if (polls.length === 0) return null;
  return (
    <SettingsCard
      id="piece-polls"
      title="Polls"
      description="Votes in this piece's readers' polls, counted as they come in."
    >
      {polls.map((poll) => (
        <PollFigures key={poll.id} poll={poll} />
      ))}
    </SettingsCard>
  );
}

function PollFigures({ poll }: { poll: EditorPoll }) {
  const fetcher = usePortalFetcher();
  const timeZone = useTimeZone();
  const when = poll.closesAt ? formatDateTime(new Date(poll.closesAt), timeZone) : null;
  const state = poll.closed
    ? `Closed${when ? ` ${when}` : ""}${poll.closedBy ? ` by ${poll.closedBy}` : ""}`
    : when
      ? `Open until ${when}`
      : "Open until an editor closes it";
  return (
    <section aria-label={`Poll: ${poll.question}`} className="mb-6 border-b border-rule pb-4 last:mb-0">
      <h3 className="font-semibold">{poll.question}</h3>
      <p className="text-sm text-muted">
        {state} · {poll.total.toLocaleString("en")} {poll.total === 1 ? "vote" : "votes"}
        {!poll.inContent && " · no longer in the piece"}
      </p>
      <table className="mt-2 w-full text-sm">
        <caption className="sr-only">Votes per hour in this poll ({timeZone} time)</caption>
        <thead>
          <tr className="border-b border-rule text-left">
            <th scope="col" className="py-1 pr-2 font-semibold">
              Hour
            </th>
            {poll.choices.map((c) => (
              <th key={c.key} scope="col" className="py-1 pr-2 text-right font-semibold">
                {c.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {poll.timeline.map((row) => (
            <tr key={row.at} className="border-b border-rule/60">
              <th scope="row" className="py-1 pr-2 text-left font-normal">
                {row.at}
              </th>
              {poll.choices.map((c) => (
                <td key={c.key} className="py-1 pr-2 text-right tabular-nums">
                  {row.votes[c.key] ?? 0}
                </td>
              ))}
            </tr>
          ))}
          <tr>
            <th scope="row" className="py-1 pr-2 text-left">
              In all
            </th>
            {poll.choices.map((c) => (
              <td key={c.key} className="py-1 pr-2 text-right font-semibold tabular-nums">
                {c.votes}
              </td>
            ))}
          </tr>
        </tbody>
      </table>
      {!poll.closed && (
        <fetcher.Form method="post" action="/admin/polls" className="mt-3">
          <input type="hidden" name="intent" value="close" />
          <input type="hidden" name="pollId" value={poll.id} />
          <Button type="submit" look="secondary" busy={fetcher.state !== "idle"} busyLabel="Closing...">
            Close this poll now
          </Button>
        </fetcher.Form>
      )}
      <AnswerNote answer={fetcher.data} />
    </section>
  );
}
