import { ARTICLE_IMAGE_ALT } from "#shared/texts.ts";

const IMAGE_TAG = /<img\b[^>]*>/gi;
const ALT_ATTRIBUTE = /\salt\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i;

/** How many images of an article's HTML have no alt text (none, only spaces, or the editor's
 * placeholder): flagged beside
 * Publish, since a reader who cannot see them is told nothing. */
export function imagesWithoutAlt(html: string): number {
  let count = 0;
  for (const [tag] of html.matchAll(IMAGE_TAG)) {
    const alt = ALT_ATTRIBUTE.exec(tag);
    const text = (alt?.[1] ?? alt?.[2] ?? alt?.[3] ?? "").trim();
    if (!text || text === ARTICLE_IMAGE_ALT) count++;
  }
  return count;
}
