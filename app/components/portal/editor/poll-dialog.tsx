import { useId, useState } from "react";
import { localDateTimeValue, parseLocalDateTime } from "#shared/local-time.ts";
import {
  POLL_CHOICE_MAX,
  POLL_CHOICES_MAX,
  POLL_CHOICES_MIN,
  POLL_QUESTION_MAX,
  pollProblem,
  type PollBlock,
} from "#shared/poll-markup.ts";
import { useTimeZone } from "~/components/use-time-zone.ts";
import { Button } from "~/components/ui/button.tsx";
import { controlClass } from "~/components/ui/field-parts.tsx";
import { Dialog } from "~/components/ui/dialog.tsx";

export type PollRequest = { index: number | null; poll: PollBlock | null };

/** A key for a new choice that no choice of the poll has: a vote names its choice by it for good. */
const newKey = (taken: { key: string }[]) => {
  for (let n = taken.length + 1; ; n++) if (!taken.some((c) => c.key === `c${n}`)) return `c${n}`;
};

const blank = (): PollBlock => ({
  id: crypto.randomUUID(),
  question: "",
  choices: [
    { key: "c1", label: "" },
    { key: "c2", label: "" },
  ],
  resultsBeforeVote: false,
  closesAt: null,
});

/**
 * Add a poll / Edit poll (issue 42, decision 0077): a question, 2 to 10 choices, whether readers see the
 * results before they vote, and an optional closing time in the publication's zone. Once a published
 * poll has votes, the server keeps its question and choices as they were voted on.
 */
export function PollDialog({
  request,
  onClose,
  onSave,
}: {
  request: PollRequest | null;
  onClose: () => void;
  onSave: (poll: PollBlock) => void;
}) {
  const id = useId();
  return (
    <Dialog open={request !== null} onClose={onClose} labelledBy={`${id}-title`} focusFirstField>
      {request && (
        <PollFields
          key={request.poll?.id ?? "new"}
          id={id}
          initial={request.poll}
          onSave={onSave}
          onClose={onClose}
        />
      )}
    </Dialog>
  );
}

function PollFields({
  id,
  initial,
  onSave,
  onClose,
}: {
  id: string;
  initial: PollBlock | null;
  onSave: (poll: PollBlock) => void;
  onClose: () => void;
}) {
  const timeZone = useTimeZone();
  const [poll, setPoll] = useState<PollBlock>(() => initial ?? blank());
  const [closes, setCloses] = useState(() =>
    initial?.closesAt ? localDateTimeValue(new Date(initial.closesAt), timeZone) : "",
  );
  const [error, setError] = useState("");
  const setChoice = (key: string, label: string) =>
    setPoll((p) => ({ ...p, choices: p.choices.map((c) => (c.key === key ? { ...c, label } : c)) }));
  const save = () => {
    const closesAt = closes ? parseLocalDateTime(closes, timeZone) : null;
    if (closes && !closesAt) return setError("The closing time is not a date and time.");
    const done = {
      ...poll,
      question: poll.question.trim(),
      choices: poll.choices.map((c) => ({ ...c, label: c.label.trim() })),
      closesAt: closesAt?.toISOString() ?? null,
    };
    const problem = pollProblem(done);
    if (problem) return setError(problem);
    onSave(done);
    onClose();
  };
  return (
    <div className="p-5">
      <h2 id={`${id}-title`} className="font-serif text-xl font-bold">
        {initial ? "Edit poll" : "Add a poll"}
      </h2>
      <label className="mt-4 block text-sm font-semibold" htmlFor={`${id}-question`}>
        Question
      </label>
      <input
        id={`${id}-question`}
        className={controlClass}
        maxLength={POLL_QUESTION_MAX}
        value={poll.question}
        onChange={(e) => setPoll((p) => ({ ...p, question: e.target.value }))}
      />
      <fieldset className="mt-4">
        <legend className="text-sm font-semibold">
          Choices ({POLL_CHOICES_MIN} to {POLL_CHOICES_MAX})
        </legend>
        {poll.choices.map((choice, i) => (
          <div key={choice.key} className="mt-2 flex items-center gap-2">
            <input
              aria-label={`Choice ${i + 1}`}
              className={`${controlClass} mt-0`}
              maxLength={POLL_CHOICE_MAX}
              value={choice.label}
              onChange={(e) => setChoice(choice.key, e.target.value)}
            />
            <Button
              look="secondary"
              aria-label={`Remove choice ${i + 1}`}
              disabled={poll.choices.length <= POLL_CHOICES_MIN}
              onClick={() =>
                setPoll((p) => ({ ...p, choices: p.choices.filter((c) => c.key !== choice.key) }))
              }
            >
              Remove
            </Button>
          </div>
        ))}
        <Button
          look="secondary"
          className="mt-2"
          disabled={poll.choices.length >= POLL_CHOICES_MAX}
          onClick={() =>
            setPoll((p) => ({ ...p, choices: [...p.choices, { key: newKey(p.choices), label: "" }] }))
          }
        >
          Add a choice
        </Button>
      </fieldset>
      <label className="mt-4 flex min-h-11 items-center gap-2 text-sm">
        <input
          type="checkbox"
          className="size-4 accent-accent"
          checked={poll.resultsBeforeVote}
          onChange={(e) => setPoll((p) => ({ ...p, resultsBeforeVote: e.target.checked }))}
        />
        Readers can see the results before they vote
      </label>
      <label className="mt-3 block text-sm font-semibold" htmlFor={`${id}-closes`}>
        Closes (optional)
      </label>
      <input
        id={`${id}-closes`}
        type="datetime-local"
        className={controlClass}
        aria-describedby={`${id}-closes-hint`}
        value={closes}
        onChange={(e) => setCloses(e.target.value)}
      />
      <p id={`${id}-closes-hint`} className="mt-1 text-xs text-muted">
        Time in {timeZone}. Empty: open until an editor closes it. Once readers have voted, the question and
        choices stay as they were.
      </p>
      <p role="alert" className="mt-3 text-sm font-semibold text-accent">
        {error}
      </p>
      <div className="mt-4 flex justify-end gap-3">
        <Button look="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button onClick={save}>{initial ? "Save poll" : "Add poll"}</Button>
      </div>
    </div>
  );
}
