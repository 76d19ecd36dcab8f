// Browser only, like quill-editor.ts: the embed block of the editor (issue 41, decision 0075).
import { BlockEmbed } from "quill/blots/block.js";
import type Quill from "quill/core";
import { checkEmbed, embedHtml, readEmbedAttributes, type EmbedBlock } from "#shared/embed-markup.ts";
import {
  EMBED_ADDED,
  EMBED_FAILED,
  EMBED_NO_PREVIEW,
  EMBED_NOT_A_LINK,
  LINK_CARD_NAME,
} from "#shared/embed-texts.ts";
import { embedProvider, isShortLink, matchEmbed, parseEmbedLink } from "#shared/embeds.ts";
import { showToast } from "~/components/toaster.tsx";

/** The provider's name as the editor's card shows it. */
export function providerName(block: EmbedBlock): string {
  return embedProvider(block.provider)?.name ?? LINK_CARD_NAME;
}

/**
 * An embed in the editor: a card with the preview the server fetched (thumbnail, provider, title and
 * link), never the provider's frame. Stored as `embedHtml` writes it; read back from the figure's data.
 */
export class EmbedBlot extends BlockEmbed {
  static override blotName = "embed";
  static override tagName = "FIGURE";
  static override className = "embed";

  static override create(value: EmbedBlock) {
    const node = super.create(value) as HTMLElement;
    const block = value ? checkEmbed(value) : null;
    node.setAttribute("contenteditable", "false");
    if (!block) return node;
    node.dataset.embed = block.provider;
    node.dataset.url = block.url;
    if (block.title) node.dataset.title = block.title;
    if (block.description) node.dataset.description = block.description;
    if (block.image) node.dataset.image = block.image;
    const card = document.createElement("div");
    card.className = "rte-embed";
    if (block.image) {
      const img = document.createElement("img");
      img.src = block.image;
      img.alt = "";
      card.append(img);
    }
    const text = document.createElement("div");
    const provider = document.createElement("strong");
    provider.textContent = providerName(block);
    const title = document.createElement("span");
    title.textContent = block.title ?? block.url;
    const link = document.createElement("small");
    link.textContent = block.url;
    text.append(provider, title, link);
    card.append(text);
    node.append(card);
    return node;
  }

  /** The block a figure's data describes; undefined for data the table does not accept, so that the
   * clipboard keeps the figure's link as text instead. */
  static override value(node: HTMLElement): EmbedBlock | undefined {
    const attributes = Object.fromEntries(
      ["data-embed", "data-url", "data-title", "data-description", "data-image"].map((name) => [
        name,
        node.getAttribute(name) ?? undefined,
      ]),
    );
    return readEmbedAttributes(attributes) ?? undefined;
  }

  html() {
    const block = EmbedBlot.value(this.domNode as HTMLElement);
    return block ? embedHtml(block) : "";
  }
}

type Answer = { ok?: boolean; embed?: EmbedBlock; error?: string; title?: string };

/** Asks the server for the embed of `link` (POST /admin/embeds: the preview is fetched once, there) and
 * puts it in at `index`. Answers null when it went in, else the message to show. */
export async function insertEmbedAt(quill: Quill, index: number, link: string): Promise<string | null> {
  if (!parseEmbedLink(link)) return EMBED_NOT_A_LINK;
  let status = 0;
  let answer: Answer = {};
  try {
    const response = await fetch("/admin/embeds", {
      method: "POST",
      headers: { Accept: "application/json" },
      body: new URLSearchParams({ link }),
    });
    status = response.status;
    answer = (await response.json().catch(() => ({}))) as Answer;
  } catch {
    status = 0;
  }
  if (status !== 200 || !answer.ok || !answer.embed)
    return answer.error ?? `${EMBED_FAILED}. Please try again.`;
  quill.insertEmbed(index, "embed", answer.embed, "user");
  quill.setSelection(index + 1, 0, "user");
  const block = answer.embed;
  showToast({
    title: EMBED_ADDED,
    description: block.title ? `${providerName(block)}: ${block.title}` : EMBED_NO_PREVIEW,
  });
  return null;
}

/** A paste that is one link alone on an empty line, of a provider the table knows (or a provider's
 * short link, which the server follows), becomes its embed (the editor's 'paste a link' gesture): answers true when it takes the paste. Any other link, and
 * anything else, is left to the clipboard (the Embed button makes a link card of any link). */
export function embedOnPaste(quill: Quill, range: { index: number; length: number }, text: string): boolean {
  const link = text.trim();
  const url = parseEmbedLink(link);
  if (range.length || !url || (!matchEmbed(url) && !isShortLink(url))) return false;
  const [line, offset] = quill.getLine(range.index);
  if (!line || offset !== 0 || line.length() > 1) return false;
  void insertEmbedAt(quill, range.index, link).then((problem) => {
    if (!problem) return;
    showToast({ title: EMBED_FAILED, description: problem, variant: "destructive" });
    quill.insertText(range.index, link, "link", link, "user");
  });
  return true;
}
