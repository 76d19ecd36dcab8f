import { pollFigureHtml, type PollView } from "#shared/poll-view.ts";
import type { Db } from "../../db/client.ts";
import { findPolls } from "./read.ts";
import { pollsWithCounts, resultOf } from "./results.ts";

/** The polls of a page's bodies with their counts, read once for the whole page. */
export type LoadedPolls = Awaited<ReturnType<typeof pollsWithCounts>>;

/** The polls named in `bodies` (a page of pieces: the creative page's), in one query whatever their
 * number, for `showPolls` to render each body's. */
export function loadPolls(db: Db, bodies: readonly string[]): Promise<LoadedPolls> {
  return pollsWithCounts(
    db,
    bodies.flatMap((html) => findPolls(html).map((f) => f.poll.id)),
  );
}

type Options = { now?: Date; preview?: boolean };

/**
 * A body's poll blocks as readers see them (decision 0077): the same for every reader, so the page can
 * be cached: the form, or a closed poll's final result. Each reader's own vote, and results before
 * voting, come from the poll island (or, without script, the result page). A block whose poll belongs
 * to another piece is left out; one not written yet (a preview of unpublished edits) shows its form.
 * `preview`: the preview's (/preview/:token), its forms disabled with a note that voting opens when the
 * piece is published, since the poll takes no vote until then. `loaded`: the page's polls (loadPolls).
 */
export function showPolls(
  loaded: LoadedPolls,
  html: string,
  pieceId: string,
  timeZone: string,
  { now = new Date(), preview = false }: Options = {},
): { html: string; polls: number } {
  const found = findPolls(html);
  if (found.length === 0) return { html, polls: 0 };
  let out = "";
  let at = 0;
  let shown = 0;
  for (const { start, end, poll: block } of found) {
    out += html.slice(at, start);
    at = end;
    const row = loaded.rows.find((r) => r.id === block.id);
    if (row && row.articleId !== pieceId && row.creativePieceId !== pieceId) continue;
    const view: PollView = row
      ? resultOf(row, loaded.counts.get(row.id) ?? [], null, now)
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

/** One piece's body with its polls (showPolls), read for it alone: an article's page, a preview. */
export async function renderPolls(
  db: Db,
  html: string,
  pieceId: string,
  timeZone: string,
  options: Options = {},
): Promise<{ html: string; polls: number }> {
  return showPolls(await loadPolls(db, [html]), html, pieceId, timeZone, options);
}
