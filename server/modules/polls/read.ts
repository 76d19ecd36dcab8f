import { isTag, type Element } from "domhandler";
import { textContent } from "domutils";
import { parseDocument } from "htmlparser2";
import { POLL_CLASS, pollProblem, type PollBlock } from "#shared/poll-markup.ts";
import { Invalid } from "../errors.ts";

// Reading the poll blocks of a piece's body (shared/poll-markup.ts has their stored shape).

export type FoundPoll = { start: number; end: number; poll: PollBlock };

const clean = (text: string) => text.replace(/\s+/g, " ").trim();
const isPollFigure = (node: Element) =>
  node.name === "figure" &&
  (node.attribs.class ?? "").split(/\s+/).includes(POLL_CLASS) &&
  !!node.attribs["data-poll"];

function readPoll(node: Element): PollBlock {
  const children = node.children.filter(isTag);
  const question = children.find((child) => child.name === "p");
  const list = children.find((child) => child.name === "ol" || child.name === "ul");
  const items = list ? list.children.filter(isTag).filter((child) => child.name === "li") : [];
  const closes = node.attribs["data-closes"];
  return {
    id: node.attribs["data-poll"] ?? "",
    question: question ? clean(textContent(question)) : "",
    choices: items.map((li) => ({ key: li.attribs["data-choice"] ?? "", label: clean(textContent(li)) })),
    resultsBeforeVote: node.attribs["data-results"] === "before",
    closesAt: closes ? new Date(closes).toISOString() : null,
  };
}

/** Every poll block of `html`, with where it stands in the text, in order. */
export function findPolls(html: string): FoundPoll[] {
  if (!html.includes(`data-poll=`)) return [];
  const found: FoundPoll[] = [];
  const visit = (nodes: readonly unknown[]) => {
    for (const node of nodes as Element[]) {
      if (!isTag(node)) continue;
      if (isPollFigure(node))
        found.push({ start: node.startIndex!, end: node.endIndex! + 1, poll: readPoll(node) });
      else visit(node.children);
    }
  };
  visit(parseDocument(html, { withStartIndices: true, withEndIndices: true }).children);
  return found;
}

/** The polls of a body about to be written, each checked: a poll with fewer than 2 or more than 10
 * choices, no question, or the same poll twice is refused with its editor's message (nothing stored). */
export function checkedPolls(html: string): PollBlock[] {
  const polls = findPolls(html).map((f) => f.poll);
  for (const poll of polls) {
    const problem = pollProblem(poll);
    if (problem) throw new Invalid(problem);
  }
  if (new Set(polls.map((p) => p.id)).size !== polls.length)
    throw new Invalid("The same poll is in the piece twice. Remove one of them.");
  return polls;
}

/** What an editor is told on saving a static page with a poll (decision 0077: polls are for pieces). */
export const NO_POLLS_ON_PAGES =
  "Polls are for articles and creative pieces: a page takes no votes. Remove the poll to save this page.";

/** A static page's bodies (live and pending), written by the one door: a poll in either refuses the save. */
export function refusePagePolls(...bodies: (string | null | undefined)[]) {
  if (bodies.some((body) => body && findPolls(body).length > 0)) throw new Invalid(NO_POLLS_ON_PAGES);
}
