import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { precompressAssets } from "./scripts/precompress-assets.ts";
import { reactRouterProduction } from "./scripts/react-router-production.ts";

export default defineConfig({
  plugins: [tailwindcss(), reactRouterProduction(), reactRouter(), precompressAssets()],
  resolve: { alias: { "~": new URL("./app", import.meta.url).pathname } },
  ssr: { external: ["@electric-sql/pglite", "pg", "@node-rs/argon2", "sanitize-html", "nodemailer"] },
});
