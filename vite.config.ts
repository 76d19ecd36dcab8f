import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { alias: { "~": new URL("./app", import.meta.url).pathname } },
  ssr: { external: ["@electric-sql/pglite", "pg", "@node-rs/argon2", "sanitize-html", "nodemailer"] },
});
