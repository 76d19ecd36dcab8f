import { randomUUID } from "node:crypto";
import type { PollBlock } from "#shared/poll-markup.ts";

/** A poll block of three choices, open, results after voting (decision 0077); any part overridden. */
export const poll = (overrides: Partial<PollBlock> = {}): PollBlock => ({
  id: randomUUID(),
  question: "Should the school day start later?",
  choices: [
    { key: "yes", label: "Yes" },
    { key: "no", label: "No" },
    { key: "unsure", label: "Not sure" },
  ],
  resultsBeforeVote: false,
  closesAt: null,
  ...overrides,
});
