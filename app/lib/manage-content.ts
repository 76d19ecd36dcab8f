import { textFromHtml } from "./excerpt.ts";

/** Whether rich-text HTML holds anything a reader would see: text, or an image. An editor emptied by
 * hand still leaves `<p><br></p>` behind, which counts as empty. */
export function hasContent(html: string): boolean {
  return textFromHtml(html) !== "" || /<img\b/i.test(html);
}
