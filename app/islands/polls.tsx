import { useEffect } from "react";
import { VOTE_COUNTED, VOTE_FAILED } from "#shared/poll-outcomes.ts";
import { POLL_BLOCK, POLL_STATUS, pollBlockHtml, type PollView } from "#shared/poll-view.ts";
import { island } from "./lib/island.tsx";

type Answer = { ok: true; poll: PollView } | { ok: false; error: string };

const JSON_HEADERS = { Accept: "application/json" };

async function ask(input: string, init?: RequestInit): Promise<Answer> {
  try {
    const response = await fetch(input, { credentials: "same-origin", ...init, headers: JSON_HEADERS });
    return (await response.json()) as Answer;
  } catch {
    return { ok: false, error: VOTE_FAILED };
  }
}

/** Shows the poll as this reader sees it: their vote and the results, once they show. */
function show(figure: HTMLElement, poll: PollView, timeZone: string) {
  const body = figure.querySelector(".poll-body");
  if (!body) return;
  const template = document.createElement("template");
  template.innerHTML = pollBlockHtml(poll, timeZone, true);
  const fresh = template.content;
  // Each in its place: the status stays between the poll and its note.
  figure.querySelector(".poll-note")?.replaceWith(fresh.querySelector(".poll-note")!);
  body.replaceWith(fresh.querySelector(".poll-body")!);
}

const say = (figure: HTMLElement, text: string) => {
  const status = figure.querySelector(`.${POLL_STATUS}`);
  if (status) status.textContent = text;
};

/**
 * The readers' polls' island (decision 0077): loaded only on a page whose body has a poll. The page's
 * poll is the same for every reader (it is cached); this asks /api/polls/:id for this reader's view
 * (their vote, and the results once they show, or a poll closed since the page was made), and sends a
 * vote without a reload, saying what happened in the poll's polite live region. Without it the form
 * posts and the result page answers. Renders nothing.
 */
export function Polls({ timeZone }: { timeZone: string }) {
  useEffect(() => {
    const figures = document.querySelectorAll<HTMLElement>(`figure.${POLL_BLOCK}[data-poll-id]`);
    for (const figure of figures)
      void ask(`/api/polls/${figure.dataset.pollId}`).then((answer) => {
        const poll = answer.ok ? answer.poll : null;
        if (poll && (poll.voted || poll.closed || poll.shown)) show(figure, poll, timeZone);
      });
    const onSubmit = async (event: SubmitEvent) => {
      const form = event.target as HTMLFormElement;
      const figure = form.closest<HTMLElement>(`figure.${POLL_BLOCK}`);
      if (!figure || !form.classList.contains("poll-form")) return;
      event.preventDefault();
      const button = form.querySelector("button");
      button?.setAttribute("disabled", "");
      const answer = await ask(form.action, {
        method: "POST",
        body: new URLSearchParams(new FormData(form) as never),
      });
      button?.removeAttribute("disabled");
      if (answer.ok) {
        show(figure, answer.poll, timeZone);
        say(figure, VOTE_COUNTED);
        return;
      }
      say(figure, answer.error);
      // Closed or voted since the page was made: show where it stands.
      const now = await ask(`/api/polls/${figure.dataset.pollId}`);
      if (now.ok && (now.poll.voted || now.poll.closed)) show(figure, now.poll, timeZone);
    };
    document.addEventListener("submit", onSubmit);
    return () => document.removeEventListener("submit", onSubmit);
  }, [timeZone]);
  return null;
}

export default Polls;
/** Hydrated once the page is idle: a vote before then posts the form (the result page answers). */
export const PollsIsland = island("polls", Polls, "idle");
