// Browser only: Quill needs a DOM. rich-text-editor.tsx imports this module inside an effect.
import {
  ARTICLE_IMAGE_ALT,
  FILE_TOO_LARGE,
  IMAGE_TOO_LARGE,
  IMAGE_UPLOADED,
  IMAGE_UPLOADED_DETAIL,
} from "#shared/texts.ts";
import Quill, { Delta } from "quill/core";
import Clipboard from "quill/modules/clipboard.js";
import { BlockEmbed } from "quill/blots/block.js";
import { AlignClass } from "quill/formats/align.js";
import { BackgroundStyle } from "quill/formats/background.js";
import Blockquote from "quill/formats/blockquote.js";
import Bold from "quill/formats/bold.js";
import CodeBlock from "quill/formats/code.js";
import { ColorStyle } from "quill/formats/color.js";
import { DirectionClass } from "quill/formats/direction.js";
import { FontClass } from "quill/formats/font.js";
import Header from "quill/formats/header.js";
import Image from "quill/formats/image.js";
import Indent from "quill/formats/indent.js";
import Italic from "quill/formats/italic.js";
import Link from "quill/formats/link.js";
import List from "quill/formats/list.js";
import Script from "quill/formats/script.js";
import { SizeClass } from "quill/formats/size.js";
import Strike from "quill/formats/strike.js";
import Underline from "quill/formats/underline.js";
import { IMAGE_MAX_BYTES } from "#shared/constants.ts";
import { showToast } from "~/components/toaster.tsx";
import { figureWidthClass, figureWidthOf } from "./figure-width.ts";
import { figureHtml, isAllowedImageSource, normaliseSpaces, tableMarkup, type Figure } from "./html.ts";
import { uploadPastedImages } from "./paste-images.ts";
import { editorBindings, restoreCaretOnReturn, watchImageClicks, type EditorHooks } from "./bindings.ts";
import { matchCell, matchRow, TABLE_FORMATS, TABLE_REGISTRY } from "./tables.ts";
import { cleanPastedOps, isFromGoogleDocs } from "./pasted-delta.ts";
import { sendImage } from "~/components/portal/media/send-image.ts";
import type { AudioBlock, VideoBlock } from "#shared/media-blocks.ts";
import { MEDIA_FORMATS, MEDIA_REGISTRY, watchVideoClicks } from "./media-blots.ts";
import { EmbedBlot, embedOnPaste } from "./embed-blot.ts";
import { STORY_BLOTS, STORY_FORMATS } from "./story-blots.ts";
import { GalleryBlot, watchGalleryClicks, type GalleryHooks } from "./gallery-blot.ts";
import { PollBlot, watchPollClicks, type PollHooks } from "./poll-blot.ts";

/** The formats of SPEC.md §5, plus the figure that Insert (and the Image button) adds. */
export const EDITOR_FORMATS = [
  "header",
  "font",
  "size",
  "bold",
  "italic",
  "underline",
  "strike",
  "color",
  "background",
  "script",
  "list",
  "indent",
  "direction",
  "align",
  "link",
  "image",
  "blockquote",
  "code-block",
  "figure",
  // An embed (decision 0075).
  "embed",
  // The gallery block (decision 0072).
  "gallery",
  // A readers' poll (decision 0077).
  "poll",
  // A Word document's tables (issue 25): kept, not made here.
  ...TABLE_FORMATS,
  // Video and audio blocks (issue 41).
  ...MEDIA_FORMATS,
  // A pull quote and a fact box (issue 41, decision 0076).
  ...STORY_FORMATS,
];

class SafeImage extends Image {
  static override sanitize(url: string) {
    return isAllowedImageSource(url) ? url : "//:0";
  }
}

/** An image with its alternative text and, when given, a caption beneath; stored as a centred figure. */
class FigureBlot extends BlockEmbed {
  static override blotName = "figure";
  static override tagName = "FIGURE";

  static override create(value: Figure) {
    const node = super.create(value) as HTMLElement;
    node.setAttribute("contenteditable", "false");
    const width = figureWidthClass(value.width);
    if (width) node.classList.add(width);
    const img = document.createElement("img");
    img.setAttribute("src", isAllowedImageSource(value.src) ? value.src : "");
    img.setAttribute("alt", value.alt);
    node.append(img);
    if (value.caption) {
      const caption = document.createElement("figcaption");
      caption.textContent = value.caption;
      node.append(caption);
    }
    return node;
  }

  static override value(node: HTMLElement): Figure {
    const img = node.querySelector("img");
    const caption = node.querySelector("figcaption")?.textContent?.trim();
    const width = figureWidthOf(node);
    return {
      src: img?.getAttribute("src") ?? "",
      alt: img?.getAttribute("alt") ?? "",
      ...(caption ? { caption } : {}),
      ...(width ? { width } : {}),
    };
  }

  html() {
    return figureHtml(FigureBlot.value(this.domNode));
  }
}

/**
 * Quill's clipboard (which already unwraps Google Docs' bold wrapper and turns Word's `mso-list`
 * paragraphs into lists), with what is pasted cleaned of the other program's fonts, sizes and colours
 * (decision 0015) and its data-URL images uploaded. Loading stored HTML goes through `convert` too, and
 * keeps the colours a writer chose here.
 */
class PasteClipboard extends Clipboard {
  private pasting: { fromGoogleDocs: boolean } | null = null;

  override onPaste(range: Parameters<Clipboard["onPaste"]>[0], data: { text?: string; html?: string }) {
    // A provider's link pasted alone on an empty line becomes its embed (decision 0075).
    if (data.text && embedOnPaste(this.quill, range, data.text)) return;
    this.pasting = { fromGoogleDocs: isFromGoogleDocs(data.html ?? "") };
    try {
      super.onPaste(range, data);
    } finally {
      this.pasting = null;
    }
    if (data.html?.includes("data:image/")) void uploadPastedImages(this.quill);
  }

  override convertHTML(html: string) {
    const delta = super.convertHTML(html);
    return this.pasting ? new Delta(cleanPastedOps(delta.ops, this.pasting) as typeof delta.ops) : delta;
  }
}

/** Word's quotation paragraphs ('Quote', 'Intense Quote') become block quotations. */
function matchWordQuote(_node: Node, delta: Delta): Delta {
  return delta.compose(new Delta().retain(delta.length(), { blockquote: true }));
}

let registered = false;
function register() {
  if (registered) return;
  registered = true;
  Quill.register(
    {
      "formats/align": AlignClass,
      "formats/background": BackgroundStyle,
      "formats/blockquote": Blockquote,
      "formats/bold": Bold,
      "formats/code-block": CodeBlock,
      "formats/color": ColorStyle,
      "formats/direction": DirectionClass,
      "formats/font": FontClass,
      "formats/header": Header,
      "formats/image": SafeImage,
      "formats/indent": Indent,
      "formats/italic": Italic,
      "formats/link": Link,
      "formats/list": List,
      "formats/script": Script,
      "formats/size": SizeClass,
      "formats/strike": Strike,
      "formats/underline": Underline,
      "formats/figure": FigureBlot,
      "formats/embed": EmbedBlot,
      "formats/gallery": GalleryBlot,
      "formats/poll": PollBlot,
      "modules/clipboard": PasteClipboard,
      ...TABLE_REGISTRY,
      ...MEDIA_REGISTRY,
      ...STORY_BLOTS,
    },
    true,
  );
}

/** An image file dropped or pasted into the text is uploaded like one chosen in the picker, not inlined
 * as a data URL, and goes in as a figure where it was dropped. */
async function uploadInto(quill: Quill, index: number, files: File[]) {
  let at = index;
  for (const file of files) {
    if (file.size > IMAGE_MAX_BYTES) {
      showToast({
        title: FILE_TOO_LARGE,
        description: IMAGE_TOO_LARGE,
        variant: "destructive",
      });
      continue;
    }
    const outcome = await sendImage(file, () => {}).done;
    if (!outcome.ok) {
      showToast(outcome.toast);
      continue;
    }
    quill.insertEmbed(at, "figure", { src: outcome.url, alt: ARTICLE_IMAGE_ALT }, "user");
    at += 1;
    showToast({ title: IMAGE_UPLOADED, description: IMAGE_UPLOADED_DETAIL });
  }
}

export function createQuill(
  host: HTMLElement,
  placeholder: string,
  hooks: EditorHooks & GalleryHooks & PollHooks,
): Quill {
  register();
  const quill = new Quill(host, {
    formats: EDITOR_FORMATS,
    placeholder,
    modules: {
      // SPEC.md §9: 2000 ms delay, 500 entries, user actions only.
      history: { delay: 2000, maxStack: 500, userOnly: true },
      keyboard: { bindings: editorBindings(hooks) },
      clipboard: {
        matchers: [
          [".MsoQuote, .MsoIntenseQuote", matchWordQuote],
          ["td, th", matchCell],
          ["tr", matchRow],
        ],
      },
      uploader: {
        mimetypes: ["image/png", "image/jpeg", "image/gif", "image/webp"],
        handler(this: { quill: Quill }, range: { index: number }, files: File[]) {
          void uploadInto(this.quill, range.index, files);
        },
      },
    },
  });
  watchGalleryClicks(quill, hooks);
  watchPollClicks(quill, hooks);
  watchImageClicks(quill, hooks);
  watchVideoClicks(quill);
  restoreCaretOnReturn(quill);
  return quill;
}

/** The editor's HTML as stored, or "" when it holds no text and no image. */
export function readHtml(quill: Quill): string {
  const empty = quill
    .getContents()
    .ops.every((op) => typeof op.insert === "string" && op.insert.trim() === "");
  return empty ? "" : tableMarkup(normaliseSpaces(quill.getSemanticHTML()));
}

export function loadHtml(quill: Quill, html: string) {
  quill.setContents(quill.clipboard.convert({ html }), "api");
  quill.history.clear();
}

export { describeImageAt } from "./bindings.ts";
export { insertEmbedAt } from "./embed-blot.ts";
export { putGallery } from "./gallery-blot.ts";
export { changeVideoAt, videoAt } from "./media-blots.ts";
export { putPoll } from "./poll-blot.ts";

export function insertFigureAt(quill: Quill, figure: Figure) {
  const index = (quill.getSelection(true) ?? { index: quill.getLength() }).index;
  quill.insertEmbed(index, "figure", figure, "user");
  quill.setSelection(index + 1, 0, "user");
}

/** Puts a video or audio block (issue 41) at the cursor. */
export function insertMediaAt(quill: Quill, block: { video: VideoBlock } | { audio: AudioBlock }) {
  const index = (quill.getSelection(true) ?? { index: quill.getLength() }).index;
  if ("video" in block) quill.insertEmbed(index, "media-video", block.video, "user");
  else quill.insertEmbed(index, "media-audio", block.audio, "user");
  quill.setSelection(index + 1, 0, "user");
}
