import { isTag, type Element } from "domhandler";
import { textContent } from "domutils";
import { parseDocument } from "htmlparser2";
import { audioHtml, videoHtml } from "#shared/media-blocks.ts";

// Video and audio of the old site become our video and audio blocks (issue 41, decision 0073): first
// as players with the old site's address (this file, before the sanitizer would drop them), then, as
// their files are copied into media_files (./media-files.ts), with ours, or as a link to the old
// address when the file cannot be had.

const escape = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** A shortcode's attribute (`src="…"`, `src='…'` or `src=…`). */
function attribute(attributes: string, name: string): string {
  const found = new RegExp(`\\b${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s\\]]+))`, "i").exec(attributes);
  return found ? (found[1] ?? found[2] ?? found[3] ?? "") : "";
}

const SOURCES = { video: ["src", "mp4", "webm", "m4v"], audio: ["src", "mp3", "m4a", "ogg", "wav"] };
/** `[video …]`, `[video …]…[/video]`: an unclosed one before another of its name encloses nothing. */
const WP_MEDIA = /\[(video|audio)\b([^\]]*)\](?:(?:(?!\[\1\b)[\s\S])*?\[\/\1\])?/gi;

/** WordPress's `[video src="…"]` and `[audio mp3="…"]` shortcodes (alone in a paragraph or not) as
 * players of their file; one that names no file is left for convertBody, which takes it out and
 * reports it. */
export function wordpressMedia(html: string): string {
  const replace = (match: string, name: string, attributes: string) => {
    const kind = name.toLowerCase() as "video" | "audio";
    const src = SOURCES[kind].map((a) => attribute(attributes, a)).find(Boolean);
    if (!src) return match;
    return kind === "video" ? videoHtml({ src }) : audioHtml({ src });
  };
  return html
    .replace(
      /<p>\s*(\[(video|audio)\b[^\]]*\](?:(?:(?!\[\2\b)[\s\S])*?\[\/\2\])?)\s*<\/p>/gi,
      (whole, code: string) => {
        const made = code.replace(WP_MEDIA, replace);
        return made === code ? whole : made;
      },
    )
    .replace(WP_MEDIA, replace);
}

const classes = (node: Element) => (node.attribs.class ?? "").split(/\s+/);

function first(node: Element, test: (e: Element) => boolean): Element | undefined {
  for (const child of node.children) {
    if (!isTag(child)) continue;
    if (test(child)) return child;
    const found = first(child, test);
    if (found) return found;
  }
  return undefined;
}

/** A player's file: its src, or its first <source>'s. */
function sourceOf(player: Element): string {
  return (
    player.attribs.src || first(player, (e) => e.name === "source" && !!e.attribs.src)?.attribs.src || ""
  );
}

/** What a card or figure of the old site holding a player becomes: the player alone (its file, as our
 * block), then its caption (Ghost's video caption or audio title, Gutenberg's figcaption) as a paragraph. */
function playerOf(node: Element): string | null {
  const player = first(node, (e) => e.name === "video" || e.name === "audio");
  const src = player ? sourceOf(player) : "";
  if (!player || !src) return null;
  const label = first(node, (e) => e.name === "figcaption" || classes(e).includes("kg-audio-title"));
  const text = label ? textContent(label).trim() : "";
  const block = player.name === "video" ? videoHtml({ src }) : audioHtml({ src });
  return block + (text ? `<p>${escape(text)}</p>` : "");
}

const isMediaCard = (node: Element) =>
  ["kg-video-card", "kg-audio-card", "wp-block-video", "wp-block-audio"].some((c) =>
    classes(node).includes(c),
  );

/** Ghost's video and audio cards and Gutenberg's video and audio figures as our players (their
 * overlays, buttons and timers gone); a bare <video> or <audio> elsewhere is left for rewriteMedia. */
export function mediaCards(html: string): string {
  if (!/kg-(?:video|audio)-card|wp-block-(?:video|audio)/.test(html)) return html;
  const cards: { start: number; end: number; made: string }[] = [];
  const visit = (nodes: Element["children"]) => {
    for (const node of nodes) {
      if (!isTag(node)) continue;
      const made = isMediaCard(node) ? playerOf(node) : null;
      if (made !== null) cards.push({ start: node.startIndex!, end: node.endIndex! + 1, made });
      else visit(node.children);
    }
  };
  visit(parseDocument(html, { withStartIndices: true, withEndIndices: true }).children);
  let out = "";
  let written = 0;
  for (const { start, end, made } of cards) {
    out += html.slice(written, start) + made;
    written = end;
  }
  return out + html.slice(written);
}

/** A video or audio file as the import has it: our stored file, or why not (reported with its URL). */
export type HadFile =
  { url: string; fresh: boolean; poster?: string; width?: number; height?: number } | { missing: string };

const PLAYER = /<(video|audio)\b[^>]*>[\s\S]*?<\/\1>/gi;
const srcOf = (tag: string) => {
  const open = /^<[^>]*>/.exec(tag)![0];
  const own = /\ssrc\s*=\s*(?:"([^"]*)"|'([^']*)')/i.exec(open);
  const source = /<source\b[^>]*\ssrc\s*=\s*(?:"([^"]*)"|'([^']*)')/i.exec(tag);
  const found = own ?? source;
  return found ? (found[1] ?? found[2] ?? "").replace(/&amp;/g, "&") : "";
};

/** The players of an export's body (all the old site's) with our copies of their files: each as our
 * block, or, when its file cannot be had, a link to its old address, never a player of another site's
 * file. */
export async function rewriteMedia(html: string, had: (url: string) => Promise<HadFile>): Promise<string> {
  const done = new Map<string, string>();
  for (const match of html.matchAll(PLAYER)) {
    const [player, name] = match as unknown as [string, string];
    const src = srcOf(player);
    if (!src || done.has(player)) continue;
    const result = await had(src);
    if ("missing" in result) {
      done.set(player, `<p><a href="${escape(src)}">${escape(src)}</a></p>`);
      continue;
    }
    const { url, poster, width, height } = result;
    done.set(
      player,
      name.toLowerCase() === "video"
        ? videoHtml({ src: url, poster, width, height })
        : audioHtml({ src: url }),
    );
  }
  return html.replace(PLAYER, (player) => done.get(player) ?? player);
}

/** The distinct addresses of a body's players' files, for a dry run. */
export function mediaIn(html: string): string[] {
  const found = [...html.matchAll(PLAYER)].map((m) => srcOf(m[0]));
  return [...new Set(found.filter(Boolean))];
}
