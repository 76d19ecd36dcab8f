// What a vote's outcome says (decision 0077): the domain's messages, and the codes a plain form post's
// redirect carries to the result page, which shows only these fixed texts (never text from the URL).

export const POLL_NOT_FOUND = "This poll was not found. It may have been removed from its story.";
export const POLL_CLOSED = "This poll has closed, so it takes no more votes. Here is its final result.";
export const ALREADY_VOTED = "You have already voted in this poll. Here is the result so far.";
export const NOT_A_CHOICE = "That choice is not in this poll. Please pick one of its choices.";
export const PICK_A_CHOICE = "Please pick a choice before voting.";
export const VOTE_COUNTED = "Thank you: your vote is counted.";
export const VOTE_LIMITED =
  "Too many votes from your network in a short time. Please wait a minute and try again.";
export const VOTE_FAILED = "Your vote could not be counted. Please try again.";

export const OUTCOME_TEXTS = {
  voted: VOTE_COUNTED,
  closed: POLL_CLOSED,
  already: ALREADY_VOTED,
  choice: NOT_A_CHOICE,
  pick: PICK_A_CHOICE,
  missing: POLL_NOT_FOUND,
  limited: VOTE_LIMITED,
  failed: VOTE_FAILED,
} as const;
export type Outcome = keyof typeof OUTCOME_TEXTS;

/** The code of a refusal's message (failed: any other). */
export function outcomeOf(message: string): Outcome {
  const found = Object.entries(OUTCOME_TEXTS).find(([, text]) => text === message);
  return (found?.[0] as Outcome | undefined) ?? "failed";
}

export const isOutcome = (code: string | null): code is Outcome =>
  !!code && Object.hasOwn(OUTCOME_TEXTS, code);
