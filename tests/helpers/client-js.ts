import fs from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

/** A built module's static imports (`import … from "./x.js"`, `import "./x.js"`, `export … from`): the
 * browser loads them before the module runs. Dynamic `import("./x.js")` loads later, when asked. */
const STATIC_IMPORT = /(?:\bfrom\s*|\bimport\s*)"\.\/([\w.-]+\.js)"/g;

/** The built client scripts a page of the React app (the portal) loads, by path: what its module preloads and module script
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

type ManifestChunk = { file: string; imports?: string[]; isEntry?: boolean };

/** The islands' build manifest (vite.islands.config.ts). */
function islandsManifest(): Record<string, ManifestChunk> {
  return JSON.parse(fs.readFileSync("build/client/.vite/islands-manifest.json", "utf8")) as Record<
    string,
    ManifestChunk
  >;
}

/** The islands of a public page (decision 0063) that load before any interaction: on idle or when
 * visible, outermost ones only (an island never hydrates inside another), by name. */
export function eagerIslands(html: string): string[] {
  const names = [...html.matchAll(/<div data-island="([\w-]+)" data-load="(idle|visible)"/g)].map(
    (m) => m[1]!,
  );
  return [...new Set(names)];
}

/** The files a public page loads before any interaction: the boot script, Preact's hydration and
 * `eagerIslands`, each with the chunks it imports. */
export function islandScripts(html: string): string[] {
  const manifest = islandsManifest();
  const files = new Set<string>();
  const add = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.imports?.forEach(add);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) add(key);
  add("app/islands/lib/hydrate.ts");
  for (const name of eagerIslands(html)) add(`app/islands/${name}.tsx`);
  return [...files].map((file) => `/${file}`);
}

/** Their size, gzipped as a server would send them. */
export function islandJsBytes(html: string): number {
  return islandScripts(html).reduce(
    (sum, file) => sum + gzipSync(fs.readFileSync(path.join("build/client", file))).length,
    0,
  );
}
