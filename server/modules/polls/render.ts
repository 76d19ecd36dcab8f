import { pollFigureHtml, type PollView } from "#shared/poll-view.ts";
import type { Db } from "../../db/client.ts";
import { findPolls } from "./read.ts";
import { choiceCounts, pollRows, resultOf } from "./results.ts";

/**
 * A body's poll blocks as readers see them (decision 0077): the same for every reader, so the page can
 * be cached: the form, or a closed poll's final result. Each reader's own vote, and results before
 * voting, come from the poll island (or, without script, the result page). A block whose poll belongs
 * to another piece is left out; one not written yet (a preview of unpublished edits) shows its form.
 * `preview`: the preview's (/preview/:token), its forms disabled with a note that voting opens when the
 * piece is published, since the poll takes no vote until then.
 */
export async function renderPolls(
  db: Db,
  html: string,
  pieceId: string,
  timeZone: string,
  { now = new Date(), preview = false }: { now?: Date; preview?: boolean } = {},
): Promise<{ html: string; polls: number }> {
  const found = findPolls(html);
  if (found.length === 0) return { html, polls: 0 };
  const ids = found.map((f) => f.poll.id);
  const [rows, counts] = await Promise.all([pollRows(db, ids), choiceCounts(db, ids)]);
  let out = "";
  let at = 0;
  let shown = 0;
  for (const { start, end, poll: block } of found) {
    out += html.slice(at, start);
    at = end;
    const row = rows.find((r) => r.id === block.id);
    if (row && row.articleId !== pieceId && row.creativePieceId !== pieceId) continue;
    const view: PollView = row
      ? resultOf(row, counts.get(row.id) ?? [], null, now)
      : {
          id: block.id,
          question: block.question,
          closesAt: block.closesAt,
          closed: false,
          voted: null,
          shown: false,
          total: 0,
          choices: block.choices.map((c) => ({ ...c, votes: 0, percent: 0 })),
        };
    out += pollFigureHtml(view, timeZone, preview);
    shown += 1;
  }
  return { html: out + html.slice(at), polls: shown };
}
