// `npm start`: build when the build is missing or older than the sources, then migrate, seed and serve.
import fs from "node:fs";
import path from "node:path";
import { runBuild } from "./build.mjs";

process.env.NODE_ENV = "production";
const root = path.resolve(import.meta.dirname, "..");
// What the build reads: the app, the server, and the build's own configuration and plugins.
const SOURCES = [
  "app",
  "public",
  "server",
  "shared",
  "vite.config.ts",
  "react-router.config.ts",
  "package.json",
  "package-lock.json",
  "vite.islands.config.ts",
  "scripts/app-shell-chunk.ts",
  "scripts/island-budgets.ts",
  "scripts/build.mjs",
  "scripts/build-server.mjs",
  "scripts/precompress-assets.ts",
  "scripts/react-router-production.ts",
];
// What the build writes (scripts/build.mjs): React Router's build, the islands' manifest, the server's
// own bundle and its entry; the oldest counts.
const builtFiles = ["server/index.js", "client/.vite/islands-manifest.json", "bundle.js", "main.js"].map(
  (file) => path.join(root, "build", file),
);

function newestMtime(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target))
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

const builtAt = Math.min(...builtFiles.map((f) => (fs.existsSync(f) ? fs.statSync(f).mtimeMs : 0)));
const sourcesAt = Math.max(...SOURCES.map((s) => newestMtime(path.join(root, s))));
if (builtAt < sourcesAt) {
  console.log(builtAt ? "Sources changed since the last build: rebuilding..." : "No build yet: building...");
  if (!runBuild({ quiet: true })) {
    console.error("The build failed.");
    process.exit(1);
  }
}

// Plain Node runs the bundle: no TypeScript loader in the server's memory (docs/performance.md).
await import("../build/main.js");
