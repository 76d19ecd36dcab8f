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
  return [...elements(parseDocument(fs.readFileSync(file, "utf8")).children)];
}

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
      for (const m of fs.readFileSync(path.join(dir, file), "utf8").matchAll(/url\(\s*['"]?([^'")]+)/g))
        if (!m[1]!.startsWith("data:")) check(file, m[1]!);
  }
  return { broken, absolute };
}
