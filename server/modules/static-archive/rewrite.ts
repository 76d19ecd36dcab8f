import render from "dom-serializer";
import { Element, type AnyNode } from "domhandler";
import { parseDocument } from "htmlparser2";
import { siteAddress, type LiveSite } from "./paths.ts";

/** The attributes of a page that name another address, by element. */
const LINKING: Record<string, string[]> = {
  a: ["href"],
  area: ["href"],
  link: ["href"],
  img: ["src", "srcset"],
  source: ["src", "srcset"],
  video: ["src", "poster"],
  audio: ["src"],
  track: ["src"],
  script: ["src"],
  image: ["href"],
  use: ["href"],
  // An edition's PDF, shown in the browser's own viewer (/print/:volume/:number).
  iframe: ["src"],
  object: ["data"],
  embed: ["src"],
};

/** A `<link>` that names another address of the page's own: the canonical one names the live page. */
const REWRITTEN_LINK_RELS = /\b(stylesheet|icon|preload|modulepreload|alternate|prev|next)\b/i;

/** Where a link of an archived page leads: the archive's relative link, or the live site's address for
 * what the archive does not hold. */
export type LinkTarget = (address: string, hash: string) => string;

function* elements(nodes: AnyNode[]): Generator<Element> {
  for (const node of nodes)
    if (node instanceof Element) {
      yield node;
      yield* elements(node.children);
    }
}

function srcsetUrls(value: string): string[] {
  return value
    .split(",")
    .map((candidate) => candidate.trim().split(/\s+/)[0] ?? "")
    .filter(Boolean);
}

/** Each attribute of the page naming an address: its element, name and the URLs in it. A link marked
 * `data-live` (the banner's, to the live site) names the live site on purpose. */
function* linkingAttributes(root: AnyNode[]) {
  for (const element of elements(root)) {
    const names = LINKING[element.name];
    if (!names || element.attribs["data-live"] !== undefined) continue;
    if (element.name === "link" && !REWRITTEN_LINK_RELS.test(element.attribs.rel ?? "")) continue;
    for (const name of names) {
      const value = element.attribs[name];
      if (value === undefined) continue;
      yield { element, name, urls: name === "srcset" ? srcsetUrls(value) : [value] };
    }
  }
}

/** The page as the archive keeps it: without the public pages' boot script (decision 0063) when it has
 * no island to boot, as an archived page has unless it keeps one (a gallery's viewer). */
function archivedDocument(html: string) {
  const document = parseDocument(html);
  const all = [...elements(document.children)];
  if (!all.some((e) => e.attribs["data-island"] !== undefined))
    for (const script of all.filter((e) => e.name === "script" && e.attribs.src !== undefined))
      script.parent?.children.splice(script.parent.children.indexOf(script), 1);
  return document;
}

/** Every address of the live site a page links to or loads. */
export function linksOfPage(html: string, site: LiveSite): string[] {
  const found: string[] = [];
  for (const { urls } of linkingAttributes(archivedDocument(html).children))
    for (const url of urls) {
      const named = siteAddress(url, site);
      if (named) found.push(named.address);
    }
  return found;
}

const WRITE = { encodeEntities: "utf8", emptyAttrs: true } as const;

/** The archived page (`archivedDocument`): every link and source of the site's own made `target`'s
 * answer. */
export function rewritePage(html: string, site: LiveSite, target: LinkTarget): string {
  const document = archivedDocument(html);
  for (const { element, name, urls } of linkingAttributes(document.children)) {
    let value = element.attribs[name]!;
    for (const url of urls) {
      const named = siteAddress(url, site);
      if (named) value = value.replace(url, target(named.address, named.hash));
    }
    element.attribs[name] = value;
  }
  return render(document, WRITE);
}

const CSS_URL = /url\(\s*(['"]?)([^'")]+)\1\s*\)/g;

/** Every address of the live site a stylesheet loads (its fonts and pictures). */
export function linksOfStylesheet(css: string, site: LiveSite): string[] {
  return [...css.matchAll(CSS_URL)].flatMap((m) => {
    const named = siteAddress(m[2]!, site);
    return named ? [named.address] : [];
  });
}

/** The archived stylesheet: its `url(…)`s of the site's own made `target`'s answer. */
export function rewriteStylesheet(css: string, site: LiveSite, target: LinkTarget): string {
  return css.replace(CSS_URL, (whole, quote: string, url: string) => {
    const named = siteAddress(url, site);
    return named ? `url(${quote}${target(named.address, named.hash)}${quote})` : whole;
  });
}
