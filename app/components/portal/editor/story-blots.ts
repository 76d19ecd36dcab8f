// Browser only, as ./quill-editor.ts: the editor's story blocks (issue 41, decision 0076).
import Block from "quill/blots/block.js";
import Container from "quill/blots/container.js";
import { FACT_BOX_CLASS, FACT_BOX_LINE_CLASS, PULL_QUOTE_CLASS } from "#shared/layouts.ts";

/** A pull quote: a line of the text repeated large, stored as <blockquote class="pull-quote">. A plain
 * <blockquote> stays a quotation (a blot with a class never takes a tag from one without). */
export class PullQuote extends Block {
  static override blotName = "pull-quote";
  static override tagName = "BLOCKQUOTE";
  static override className = PULL_QUOTE_CLASS;

  static override formats() {
    return true;
  }
}

/** A fact box: its lines in one box, stored as <div class="fact-box"> with a <p class="fact-box-line">
 * for each; the first line is its title. Consecutive lines share one box, as list items share a list. */
export class FactBox extends Container {
  static override blotName = "fact-box-container";
  static override tagName = "DIV";
  static override className = FACT_BOX_CLASS;
}

export class FactBoxLine extends Block {
  static override blotName = "fact-box";
  static override tagName = "P";
  static override className = FACT_BOX_LINE_CLASS;

  static override formats() {
    return true;
  }
}

FactBox.allowedChildren = [FactBoxLine];
FactBoxLine.requiredContainer = FactBox;

/** For Quill.register: the line formats and the box they need. */
export const STORY_BLOTS = {
  "formats/pull-quote": PullQuote,
  "formats/fact-box": FactBoxLine,
  "formats/fact-box-container": FactBox,
};

/** The formats the editor allows for them (EDITOR_FORMATS). */
export const STORY_FORMATS = ["pull-quote", "fact-box"];
