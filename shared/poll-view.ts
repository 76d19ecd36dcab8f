import { escapeMarkup } from "./escape.ts";
import { POLL_HONESTY } from "./poll-markup.ts";

// How readers see a poll (issue 42, decision 0077), written as HTML text by the server (inside the
// piece's body and on the result page) and by the poll island alike, so both show the same thing.

export type PollView = {
  id: string;
  question: string;
  closesAt: string | null;
  closed: boolean;
  voted: string | null;
  shown: boolean;
  total: number;
  choices: { key: string; label: string; votes: number; percent: number }[];
};

/** The class of a poll's figure on a page, which the island looks for. */
export const POLL_BLOCK = "poll-block";
/** Its polite live region, which the island fills with what a vote did. */
export const POLL_STATUS = "poll-status";

const votesText = (n: number) => `${n.toLocaleString("en-US")} vote${n === 1 ? "" : "s"}`;

/** When the poll closes or closed, in the site's time zone. */
export function closingText(poll: Pick<PollView, "closesAt" | "closed">, timeZone: string): string {
  if (!poll.closesAt) return poll.closed ? "Voting has closed." : "";
  const when = new Intl.DateTimeFormat("en-US", {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone,
  }).format(new Date(poll.closesAt));
  return poll.closed ? `Voting closed ${when}.` : `Voting closes ${when}.`;
}

/** The results as a list: each choice's name, its percentage and votes as text (what a screen reader
 * reads), and a bar drawn beside them that it skips. The reader's own choice is marked in words. */
export function resultsHtml(poll: PollView): string {
  const items = poll.choices
    .map((c) => {
      const mine = poll.voted === c.key ? ` <span class="poll-mine">(your vote)</span>` : "";
      return (
        `<li class="poll-result"><span class="poll-result-label">${escapeMarkup(c.label)}${mine}</span>` +
        `<span class="poll-result-figures">${c.percent}%, ${votesText(c.votes)}</span>` +
        `<span class="poll-bar" aria-hidden="true"><span style="width: ${c.percent}%"></span></span></li>`
      );
    })
    .join("");
  const heading = poll.closed ? "Final result" : "Results so far";
  return (
    `<p class="poll-results-heading"><strong>${heading}</strong> · ${votesText(poll.total)} in all</p>` +
    `<ul class="poll-results-list">${items}</ul>`
  );
}

/** What a preview of an unpublished piece says under its poll's form, which takes no vote there. */
export const POLL_PREVIEW_NOTE = "Voting opens when the piece is published.";

/** The form a reader votes with: it posts without script; the island sends it without a reload.
 * `disabled`: a preview's, as readers will see it but taking no vote. */
export function formHtml(poll: PollView, withLink: boolean, disabled = false): string {
  const off = disabled ? " disabled" : "";
  const choices = poll.choices
    .map(
      (c) =>
        `<label class="poll-choice"><input type="radio" name="choice" value="${escapeMarkup(c.key)}" required> ${escapeMarkup(c.label)}</label>`,
    )
    .join("");
  return (
    `<form class="poll-form" method="post" action="/polls/${poll.id}/vote">` +
    `<fieldset${off}><legend class="poll-question">${escapeMarkup(poll.question)}</legend>${choices}</fieldset>` +
    `<div class="poll-actions"><button type="submit" class="poll-vote"${off}>Vote</button>` +
    (withLink ? ` <a class="poll-see" href="/polls/${poll.id}">See results</a>` : "") +
    `</div></form>`
  );
}

/** The block's two parts: the poll itself (its form, or its question and results) and the note under
 * it (the honesty line and the closing time). */
function blockParts(poll: PollView, timeZone: string, live: boolean, preview: boolean) {
  const closing = closingText(poll, timeZone);
  const canVote = !poll.closed && !poll.voted;
  const body = canVote
    ? formHtml(poll, poll.shown && !live && !preview, preview) + (poll.shown && live ? resultsHtml(poll) : "")
    : `<p class="poll-question">${escapeMarkup(poll.question)}</p>${resultsHtml(poll)}`;
  const opens = preview && canVote ? ` ${POLL_PREVIEW_NOTE}` : "";
  return {
    body: `<div class="poll-body">${body}</div>`,
    note: `<p class="poll-note">${POLL_HONESTY}.${closing ? ` ${closing}` : ""}${opens}</p>`,
  };
}

/**
 * The whole block: the form while the reader can vote, else the question and its results; the honesty
 * line and the closing time. `live`: the results as they stand show beside the form when the poll shows
 * them before voting (the island's and the result page's, never a cached page's, whose counts would
 * go stale: it links to them instead).
 */
export function pollBlockHtml(poll: PollView, timeZone: string, live = false, preview = false): string {
  const { body, note } = blockParts(poll, timeZone, live, preview);
  return body + note;
}

/** The figure the page holds: the island finds it by its class and id, and says what a vote did in its
 * status, under the poll and above its note. `preview`: a preview's (its form disabled, and no island
 * on the page). */
export function pollFigureHtml(poll: PollView, timeZone: string, preview = false): string {
  const { body, note } = blockParts(poll, timeZone, false, preview);
  return (
    `<figure class="${POLL_BLOCK}" id="poll-${poll.id}" data-poll-id="${poll.id}" aria-label="Readers' poll">` +
    `${body}<p class="${POLL_STATUS}" role="status"></p>${note}</figure>`
  );
}

/** A poll as its editor sees it on the piece's editor page (server/modules/polls/manage.ts). */
export type PollSummary = {
  id: string;
  question: string;
  closed: boolean;
  closesAt: string | null;
  closedBy: string | null;
  inContent: boolean;
  total: number;
  choices: { key: string; label: string; votes: number }[];
  /** Votes per choice in each hour or day (the site's time zone) that had any, oldest first. */
  timeline: { at: string; votes: Record<string, number> }[];
};
