// Browser only, like quill-editor.ts: the readers' poll block of the editor (issue 42, decision 0077).
import Quill from "quill/core";
import { BlockEmbed } from "quill/blots/block.js";
import { watchBlockClicks } from "./block-clicks.ts";
import { POLL_CLASS, pollHtml, type PollBlock } from "#shared/poll-markup.ts";

export type PollHooks = { editPoll?(index: number, poll: PollBlock): void };

/** The block a figure holds, read from its stored shape: its data, its first paragraph (the question)
 * and its list's items (the choices, each with its key). */
export function readPollNode(node: HTMLElement): PollBlock {
  const question = node.querySelector(":scope > p");
  const choices = [...node.querySelectorAll<HTMLElement>(":scope > ol > li")].map((li) => ({
    key: li.dataset.choice ?? "",
    label: (li.textContent ?? "").trim(),
  }));
  const closes = node.dataset.closes;
  return {
    id: node.dataset.poll ?? "",
    question: (question?.textContent ?? "").trim(),
    choices,
    resultsBeforeVote: node.dataset.results === "before",
    closesAt: closes && !Number.isNaN(Date.parse(closes)) ? new Date(closes).toISOString() : null,
  };
}

/**
 * A poll in the editor: a card with its question and choices as stored (`pollHtml`), a heading that says
 * what it is and a line of its settings. Click it to change it; the dialog writes it again whole.
 */
export class PollBlot extends BlockEmbed {
  static override blotName = "poll";
  static override tagName = "FIGURE";
  static override className = POLL_CLASS;

  static override create(value: PollBlock) {
    const node = super.create(value) as HTMLElement;
    node.setAttribute("contenteditable", "false");
    node.classList.add("rte-poll");
    if (!value) return node;
    const stored = document.createElement("template");
    stored.innerHTML = pollHtml(value);
    const figure = stored.content.firstElementChild as HTMLElement;
    for (const name of ["poll", "results", "closes"]) {
      const data = figure.dataset[name];
      if (data) node.dataset[name] = data;
    }
    const heading = document.createElement("span");
    heading.className = "rte-poll-heading";
    heading.textContent = "Readers' poll · click to change";
    const settings = document.createElement("small");
    settings.textContent = [
      value.resultsBeforeVote ? "Results show before voting" : "Results show after voting",
      value.closesAt ? `closes ${new Date(value.closesAt).toLocaleString()}` : "open until closed",
    ].join(" · ");
    node.append(heading, ...figure.childNodes, settings);
    return node;
  }

  static override value(node: HTMLElement): PollBlock {
    return readPollNode(node);
  }

  html() {
    return pollHtml(readPollNode(this.domNode as HTMLElement));
  }
}

/** A click on a poll in the text opens its dialog (the gallery's way, gallery-blot.ts). */
export function watchPollClicks(quill: Quill, hooks: PollHooks) {
  watchBlockClicks(quill, "figure.rte-poll", (index, node) => hooks.editPoll?.(index, readPollNode(node)));
}

/** Puts a poll in at the cursor, or in place of the one at `index`. */
export function putPoll(quill: Quill, poll: PollBlock, index: number | null) {
  const at = index ?? (quill.getSelection(true) ?? { index: quill.getLength() }).index;
  if (index !== null) quill.deleteText(index, 1, "user");
  quill.insertEmbed(at, "poll", poll, "user");
  quill.setSelection(at + 1, 0, "user");
}
