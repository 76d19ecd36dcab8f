import path from "node:path";
import { defineConfig, type Plugin } from "vite";
import { islandBudgets } from "./scripts/island-budgets.ts";
import { precompressAssets } from "./scripts/precompress-assets.ts";

// The public pages' islands (decision 0063): app/islands/lib/boot.ts and the islands it loads, each a
// chunk of its own, with React's API served by Preact (`preact/compat`). Written into the client build
// of React Router (`npm run build` runs this after it), under /assets/islands/, with a manifest that
// the server reads to find the boot script.
const app = new URL("./app", import.meta.url).pathname;

/** Fails the build when an island, or anything it imports, reaches for React Router or the root's data:
 * a public page has neither in the browser (decision 0063). Lint holds app/islands/; this holds what
 * the islands import from elsewhere. */
function noRouterInIslands(): Plugin {
  return {
    name: "borderland-no-router-in-islands",
    enforce: "pre",
    resolveId(source, importer) {
      if (/^react-router(\/|$)/.test(source) || /\/lib\/root-data(\.ts)?$/.test(source))
        this.error(`${importer} imports ${source}: islands run without the client router (decision 0063).`);
      return null;
    },
  };
}

export default defineConfig({
  plugins: [noRouterInIslands(), precompressAssets(), islandBudgets()],
  resolve: {
    alias: [
      { find: "~", replacement: app },
      { find: /^react$/, replacement: "preact/compat" },
      { find: /^react-dom$/, replacement: "preact/compat" },
      { find: /^react-dom\/client$/, replacement: "preact/compat/client" },
      { find: /^react\/jsx-(dev-)?runtime$/, replacement: "preact/compat/jsx-runtime" },
    ],
  },
  build: {
    outDir: path.join(process.env.BUILD_DIR ?? "build", "client"),
    emptyOutDir: false,
    copyPublicDir: false,
    manifest: ".vite/islands-manifest.json",
    // No <link rel="modulepreload"> put into the page for an island's imports: inserting them cost a
    // phone's main thread more than any island's own code (issue 39, docs/performance.md). The browser
    // asks for an island's imports (Preact, the shared modules) together once it has read the island.
    modulePreload: false,
    rolldownOptions: {
      input: { boot: path.join(app, "islands", "lib", "boot.ts") },
      output: {
        entryFileNames: "assets/islands/[name]-[hash].js",
        chunkFileNames: "assets/islands/[name]-[hash].js",
        // Preact in one chunk, and the app's modules that two islands or more share in one more: not a
        // dozen files of a few hundred bytes each, each a request of its own.
        codeSplitting: {
          groups: [
            { name: "preact", test: /\/node_modules\/preact\//, priority: 2 },
            { name: "shared", test: /\/(app|shared)\//, minShareCount: 2, priority: 1 },
          ],
        },
      },
    },
  },
});
