import path from "node:path";
import { defineConfig } from "vite";
import { islandBudgets } from "./scripts/island-budgets.ts";
import { precompressAssets } from "./scripts/precompress-assets.ts";

// The public pages' islands (decision 0063): app/islands/lib/boot.ts and the islands it loads, each a
// chunk of its own, with React's API served by Preact (`preact/compat`). Written into the client build
// of React Router (`npm run build` runs this after it), under /assets/islands/, with a manifest that
// the server reads to find the boot script.
const app = new URL("./app", import.meta.url).pathname;

export default defineConfig({
  plugins: [precompressAssets(), islandBudgets()],
  resolve: {
    alias: [
      { find: "~", replacement: app },
      { find: /^react$/, replacement: "preact/compat" },
      { find: /^react-dom$/, replacement: "preact/compat" },
      { find: /^react-dom\/client$/, replacement: "preact/compat/client" },
      { find: /^react\/jsx-(dev-)?runtime$/, replacement: "preact/jsx-runtime" },
    ],
  },
  build: {
    outDir: path.join(process.env.BUILD_DIR ?? "build", "client"),
    emptyOutDir: false,
    copyPublicDir: false,
    manifest: ".vite/islands-manifest.json",
    modulePreload: false,
    rolldownOptions: {
      input: { boot: path.join(app, "islands", "lib", "boot.ts") },
      output: {
        entryFileNames: "assets/islands/[name]-[hash].js",
        chunkFileNames: "assets/islands/[name]-[hash].js",
      },
    },
  },
});
