import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { appShellChunk } from "./scripts/app-shell-chunk.ts";
import { precompressAssets } from "./scripts/precompress-assets.ts";
import { reactRouterProduction } from "./scripts/react-router-production.ts";

export default defineConfig({
  plugins: [tailwindcss(), reactRouterProduction(), reactRouter(), appShellChunk(), precompressAssets()],
  resolve: { alias: { "~": new URL("./app", import.meta.url).pathname } },
  // No preload helper for dynamic imports: its ~190 bytes (gzipped) on every public page paid for
  // React Router 7.18.6's validation code within the article page's 120 KB budget (decision 0030). A
  // component loaded on demand (the sign-in dialog, the editor) then fetches the chunks it imports
  // after its own, one round trip more, once.
  build: { modulePreload: false },
  ssr: { external: ["@electric-sql/pglite", "pg", "@node-rs/argon2", "sanitize-html", "nodemailer"] },
});
