import { escapeMarkup } from "./escape.ts";

/**
 * A readers' poll block as a piece stores it (issue 42, decision 0077): its id, question, choices (each
 * with a key that names it for good, so a vote means the same choice whatever its position), whether
 * readers see the results before voting, and when it closes. The poll's votes are in the polls tables;
 * this markup carries its definition through drafts, revisions, restore and schedules.
 */
export type PollBlock = {
  id: string;
  question: string;
  choices: { key: string; label: string }[];
  resultsBeforeVote: boolean;
  /** ISO time, or null: open until an editor closes it. */
  closesAt: string | null;
};

export const POLL_CHOICES_MIN = 2;
export const POLL_CHOICES_MAX = 10;
export const POLL_QUESTION_MAX = 300;
export const POLL_CHOICE_MAX = 200;
export const POLL_CLASS = "poll";
/** The line every poll shows readers (issue 42, 'Honesty'). */
export const POLL_HONESTY = "Readers' poll, not a survey";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const CHOICE_KEY = /^[a-z0-9]{1,16}$/i;

export const isPollId = (id: string | undefined): id is string => !!id && UUID.test(id);
export const isChoiceKey = (key: string | undefined): key is string => !!key && CHOICE_KEY.test(key);

/** What is wrong with a poll, in words for its editor, or null when nothing is. */
export function pollProblem(poll: PollBlock): string | null {
  const named = poll.question ? `The poll "${poll.question.slice(0, 60)}"` : "A poll";
  if (!isPollId(poll.id)) return `${named} has no valid id. Insert it again from the toolbar.`;
  if (!poll.question) return "A poll needs a question.";
  if (poll.question.length > POLL_QUESTION_MAX)
    return `${named} has a question over ${POLL_QUESTION_MAX} characters.`;
  const n = poll.choices.length;
  if (n < POLL_CHOICES_MIN || n > POLL_CHOICES_MAX)
    return `${named} has ${n} choice${n === 1 ? "" : "s"}: a poll needs ${POLL_CHOICES_MIN} to ${POLL_CHOICES_MAX}.`;
  if (poll.choices.some((c) => !c.label)) return `${named} has an empty choice.`;
  if (poll.choices.some((c) => c.label.length > POLL_CHOICE_MAX))
    return `${named} has a choice over ${POLL_CHOICE_MAX} characters.`;
  if (poll.choices.some((c) => !isChoiceKey(c.key)) || new Set(poll.choices.map((c) => c.key)).size !== n)
    return `${named} has choices without their own key. Insert it again from the toolbar.`;
  if (poll.closesAt !== null && Number.isNaN(Date.parse(poll.closesAt)))
    return `${named} has a closing time that is not a date.`;
  return null;
}

/** The block as stored: a figure whose data says what it is, holding the question and the choices as a
 * list, so that a feed, a newsletter or an excerpt that knows nothing of polls still shows them. */
export function pollHtml(poll: PollBlock): string {
  const closes = poll.closesAt ? ` data-closes="${escapeMarkup(poll.closesAt)}"` : "";
  return (
    `<figure class="${POLL_CLASS}" data-poll="${escapeMarkup(poll.id)}" data-results="${poll.resultsBeforeVote ? "before" : "after"}"${closes}>` +
    `<p>${escapeMarkup(poll.question)}</p><ol>` +
    poll.choices
      .map((c) => `<li data-choice="${escapeMarkup(c.key)}">${escapeMarkup(c.label)}</li>`)
      .join("") +
    `</ol></figure>`
  );
}

/** A figure's poll attributes as the sanitizer keeps them (the rest of the block is checked by
 * `pollProblem` when the piece is written). */
export function readPollAttributes(
  attribs: Record<string, string | undefined>,
): Record<string, string> | null {
  if (!(attribs.class ?? "").split(/\s+/).includes(POLL_CLASS) || !isPollId(attribs["data-poll"]))
    return null;
  const closes = attribs["data-closes"];
  return {
    class: POLL_CLASS,
    "data-poll": attribs["data-poll"],
    "data-results": attribs["data-results"] === "before" ? "before" : "after",
    ...(closes && !Number.isNaN(Date.parse(closes)) ? { "data-closes": new Date(closes).toISOString() } : {}),
  };
}

/** The data attributes a poll's figure carries, as the sanitizer keeps them. */
export const POLL_ATTRIBUTES = ["data-poll", "data-results", "data-closes"];

/** Body HTML without its polls (as stored: a figure with no figure inside), for an excerpt that reads
 * the story rather than a poll's question and choices. */
export const withoutPolls = (html: string) =>
  html.replace(/<figure class="poll" data-poll="[^"]*"[^>]*>[\s\S]*?<\/figure>/g, " ");
