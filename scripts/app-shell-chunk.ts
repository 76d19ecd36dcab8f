import type { Plugin } from "vite";

/** The browser's JavaScript for the page frame every page loads (app/root.tsx and the app's own
 * modules it imports statically) goes into one chunk. Left to itself, the bundler splits out each of
 * those modules that a route imports too (the dates, the categories, a hook), and every page then
 * loads seven small files where it loaded one: about 1 KB more of the article page's gzipped
 * JavaScript, beyond its 120 KB budget. Packages keep the chunks the bundler gives them.
 *
 * Likewise the article's view and its corrections, which the preview page (/preview/:token) shows too:
 * one chunk, not two beside the article route's (about 150 bytes gzipped less on every article). The
 * readership beacon (decision 0048), which the article and the creative piece's dialog (whose page loads
 * the corrections already) both render, goes there too rather than into a chunk of its own. */
const PIECE_VIEW = /\/app\/(components\/article-view|components\/correction-notes|islands\/count-view)\.tsx$/;

/** The page's title and description (app/lib/meta.ts), which nearly every route's `meta` builds: in the
 * shell rather than a 300-byte chunk of its own that each page loads beside it. */
const EVERY_ROUTE = /\/app\/lib\/meta\.ts$/;

export function appShellChunk(): Plugin {
  const shell = new Set<string>();
  return {
    name: "borderland-app-shell-chunk",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    buildEnd() {
      const root = [...this.getModuleIds()].find((id) => id.endsWith("/app/root.tsx"));
      const pending = root ? [root] : [];
      while (pending.length) {
        const id = pending.pop()!;
        if (shell.has(id) || id.includes("/node_modules/") || id.startsWith("\0")) continue;
        shell.add(id);
        pending.push(...(this.getModuleInfo(id)?.importedIds ?? []));
      }
    },
    outputOptions(options) {
      const chunks = options.advancedChunks ?? {};
      return {
        ...options,
        advancedChunks: {
          ...chunks,
          groups: [
            ...(chunks.groups ?? []),
            { name: "shell", test: (id: string) => shell.has(id) || EVERY_ROUTE.test(id) },
            { name: "piece-view", test: (id: string) => PIECE_VIEW.test(id) },
          ],
        },
      };
    },
  };
}
