import fs from "node:fs";
import path from "node:path";
import { parseDocument } from "htmlparser2";
import { Element, type AnyNode } from "domhandler";

/** Every file under `dir`, as paths relative to it with forward slashes. */
export function filesUnder(dir: string): string[] {
  return (fs.readdirSync(dir, { recursive: true }) as string[])
    .map((f) => f.split(path.sep).join("/"))
    .filter((f) => fs.statSync(path.join(dir, f)).isFile());
}

function* elements(nodes: AnyNode[]): Generator<Element> {
  for (const node of nodes)
    if (node instanceof Element) {
      yield node;
      yield* elements(node.children);
    }
}

/** The elements of an HTML file. */
export function elementsOf(file: string): Element[] {
  return elementsOfHtml(fs.readFileSync(file, "utf8"));
}

function elementsOfHtml(html: string): Element[] {
  return [...elements(parseDocument(html).children)];
}

const CSS_URLS = /url\(\s*['"]?([^'")]+)/g;

/** Every URL an element names: href, src, srcset's candidates, poster. */
export function urlsOf(element: Element): string[] {
  const { href, src, srcset, poster } = element.attribs;
  return [href, src, poster, ...(srcset ?? "").split(",").map((c) => c.trim().split(/\s+/)[0])].filter(
    (u): u is string => !!u,
  );
}

/**
 * A link checker of a static site: every relative URL of every HTML file (every element's href, src,
 * srcset and poster) and of every stylesheet (`url(…)`) must name a file of the site, as a browser reads
 * it from `file://` (a folder is not a file there). Answers the broken ones, and the absolute ones.
 */
export function checkLinks(dir: string): { broken: string[]; absolute: Set<string> } {
  const broken: string[] = [];
  const absolute = new Set<string>();
  const check = (from: string, url: string) => {
    if (/^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith("//")) return void absolute.add(url);
    if (url.startsWith("#")) return;
    if (url.startsWith("/")) return void broken.push(`${from}: ${url} (from the root)`);
    const target = path.posix.join(path.posix.dirname(from), decodeURIComponent(url.split(/[?#]/)[0]!));
    if (!fs.statSync(path.join(dir, target), { throwIfNoEntry: false })?.isFile())
      broken.push(`${from}: ${url}`);
  };
  for (const file of filesUnder(dir)) {
    if (file.endsWith(".html"))
      for (const element of elementsOf(path.join(dir, file)))
        for (const url of urlsOf(element)) check(file, url);
    if (file.endsWith(".css"))
      for (const m of fs.readFileSync(path.join(dir, file), "utf8").matchAll(CSS_URLS))
        if (!m[1]!.startsWith("data:")) check(file, m[1]!);
  }
  return { broken, absolute };
}

/**
 * The same check over HTTP, as a static host serves the folder: from `start`, every page, stylesheet and
 * file of the host that a page or stylesheet names is asked for and must answer 200; answers the
 * addresses that did not (with the page that named them) and how many were asked for.
 */
export async function checkServedLinks(start: string): Promise<{ broken: string[]; asked: number }> {
  const { origin } = new URL(start);
  const broken: string[] = [];
  const queue = [{ url: start, from: "(start)" }];
  const seen = new Set([start]);
  for (let i = 0; i < queue.length; i++) {
    const { url, from } = queue[i]!;
    const response = await fetch(url);
    if (response.status !== 200) {
      broken.push(`${from}: ${url} (${response.status})`);
      await response.body?.cancel();
      continue;
    }
    const type = response.headers.get("content-type") ?? "";
    const named = type.startsWith("text/html")
      ? elementsOfHtml(await response.text()).flatMap(urlsOf)
      : type.startsWith("text/css")
        ? [...(await response.text()).matchAll(CSS_URLS)].map((m) => m[1]!)
        : (await response.body?.cancel(), []);
    for (const link of named) {
      if (link.startsWith("data:") || link.startsWith("#")) continue;
      const next = new URL(link, url);
      next.hash = "";
      if (next.origin !== origin || seen.has(next.href)) continue;
      seen.add(next.href);
      queue.push({ url: next.href, from: url.slice(origin.length) });
    }
  }
  return { broken, asked: queue.length };
}
