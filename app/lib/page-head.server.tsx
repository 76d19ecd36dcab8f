import { Writable } from "node:stream";
import { preload } from "react-dom";
import siteCss from "~/app.css?url";
import interLatin from "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url";
import serifLatin from "@fontsource-variable/source-serif-4/files/source-serif-4-latin-wght-normal.woff2?url";

/**
 * Preloads the two Latin font files every page uses (decision 0021): the browser fetches them with the
 * HTML rather than after the first layout, so text is drawn in its own face sooner and reflows less.
 * Rendered by the server only, around the router (entry.server.tsx); React writes the `<link
 * rel="preload">` elements into the head and the browser's React passes over them. It renders its
 * children and nothing beside them, so the tree, and every `useId`, is the same as in the browser.
 */
export function FontPreloads({ children }: { children: React.ReactNode }) {
  for (const href of [interLatin, serifLatin])
    preload(href, { as: "font", type: "font/woff2", crossOrigin: "anonymous" });
  return children;
}

/** The site's stylesheet as every page carries it: a link to the built file, which browsers keep for a
 * year (its name changes with its content) and the server sends precompressed (decision 0025). */
export const SITE_STYLESHEET = Buffer.from(`<link rel="stylesheet" href="${siteCss}">`);

/** Where the stylesheet goes: right after the viewport's meta element, before any preload, so that it
 * is the first thing the browser asks for; before `</head>` otherwise. */
const VIEWPORT = Buffer.from('<meta name="viewport" content="width=device-width, initial-scale=1"/>');
const HEAD_END = Buffer.from("</head>");

/** React Router's preloads of the page's modules, as React writes them into the head. */
const MODULE_PRELOAD = /<link rel="modulepreload" href="\/assets\/[\w.-]+\.js"[^>]*>/g;

const BODY_END = Buffer.from("</body>");

/** The public pages' boot script (decision 0063), at the end of the body. */
export function islandBootScript(src: string): Buffer {
  return Buffer.from(`<script type="module" src="${src}"></script>`);
}

/** What the page gets besides React's markup: see `collectPage`. */
export type HeadOptions = { dropModulePreloads?: boolean; bodyEnd?: Buffer };

/** A page's bytes, each in a buffer of its own (`Buffer.concat` makes a new one), as a response body. */
type Page = Buffer<ArrayBuffer>;

/**
 * Collects the page React writes (the response starts once the whole page is rendered, see
 * entry.server.tsx) and gives it whole, with `markup` written early in its head (decisions 0021 and
 * 0025): the stylesheet's link, outside React's tree, which React 19 leaves in place when it hydrates
 * the head, and which keeps the stylesheet's URL out of the client's JavaScript. With
 * `dropModulePreloads` the head loses React Router's module preloads (decision 0023): a public page
 * paints and shows its lead image before the browser asks for its scripts, which then load from the
 * module script at the end of the body.
 *
 * One buffer, sent with its length, instead of React's 2 KB pieces carried through a transform and a
 * web stream, each piece a few promises: the page is complete before it is sent either way.
 */
export function collectPage(
  markup: Buffer,
  options: HeadOptions = {},
): { sink: Writable; page: Promise<Page> } {
  const pieces: Buffer[] = [];
  let done!: (page: Page) => void;
  let failed!: (error: Error) => void;
  const page = new Promise<Page>((resolve, reject) => {
    done = resolve;
    failed = reject;
  });
  const sink = new Writable({
    write(piece: Buffer, _encoding, callback) {
      pieces.push(piece);
      callback();
    },
    final(callback) {
      done(withMarkupInHead(Buffer.concat(pieces), markup, options));
      callback();
    },
  });
  sink.on("error", failed);
  return { sink, page };
}

/** The page with `markup` early in its head and, with `dropModulePreloads`, without React Router's
 * module preloads (see `collectPage`); `bodyEnd` goes before `</body>`. */
export function withMarkupInHead(
  html: Page,
  markup: Buffer,
  { dropModulePreloads = false, bodyEnd }: HeadOptions = {},
): Page {
  const end = html.indexOf(HEAD_END);
  if (end < 0) return html;
  // React's own head, a few KB: the stylesheet goes in after any preloads are taken out.
  let head = html.subarray(0, end);
  if (dropModulePreloads) head = Buffer.from(head.toString("utf8").replace(MODULE_PRELOAD, ""));
  const viewport = head.indexOf(VIEWPORT);
  const at = viewport < 0 ? head.length : viewport + VIEWPORT.length;
  const rest = html.subarray(end);
  const bodyAt = bodyEnd ? rest.lastIndexOf(BODY_END) : -1;
  const tail = bodyAt < 0 ? [rest] : [rest.subarray(0, bodyAt), bodyEnd!, rest.subarray(bodyAt)];
  return Buffer.concat([head.subarray(0, at), markup, head.subarray(at), ...tail]);
}
