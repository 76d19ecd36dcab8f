import fs from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

/** The public article page's budget for client JavaScript, gzipped (DESIGN.md §5). */
export const JS_BUDGET_BYTES = 120 * 1024;

/** A built module's static imports (`import … from "./x.js"`, `import "./x.js"`, `export … from`): the
 * browser loads them before the module runs. Dynamic `import("./x.js")` loads later, when asked. */
const STATIC_IMPORT = /(?:\bfrom\s*|\bimport\s*)"\.\/([\w.-]+\.js)"/g;

/** The built client scripts a page's HTML loads, by path: what its module preloads and module script
 * name, and everything those import statically. */
export function clientScripts(html: string): string[] {
  const found = new Set(
    [...html.matchAll(/(?:modulepreload" href=|import\(|import |from )"(\/assets\/[\w.-]+\.js)"/g)].map(
      (m) => m[1]!,
    ),
  );
  for (const file of found) {
    const code = fs.readFileSync(path.join("build/client", file), "utf8");
    for (const [, name] of code.matchAll(STATIC_IMPORT))
      found.add(path.posix.join(path.posix.dirname(file), name!));
  }
  return [...found];
}

/** Their size, gzipped as a server would send them. */
export function clientJsBytes(html: string): number {
  return clientScripts(html).reduce(
    (sum, file) => sum + gzipSync(fs.readFileSync(path.join("build/client", file))).length,
    0,
  );
}
