import fs from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

/** The public article page's budget for client JavaScript, gzipped (DESIGN.md §5). */
export const JS_BUDGET_BYTES = 120 * 1024;

/** The built client scripts a page's HTML loads (module preloads and imports), by path. */
export function clientScripts(html: string): string[] {
  return [
    ...new Set(
      [...html.matchAll(/(?:modulepreload" href=|import\(|import )"(\/assets\/[\w.-]+\.js)"/g)].map(
        (m) => m[1]!,
      ),
    ),
  ];
}

/** Their size, gzipped as a server would send them. */
export function clientJsBytes(html: string): number {
  return clientScripts(html).reduce(
    (sum, file) => sum + gzipSync(fs.readFileSync(path.join("build/client", file))).length,
    0,
  );
}
