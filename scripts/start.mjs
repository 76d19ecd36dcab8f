// `npm start`: build when the build is missing or older than the sources, then migrate, seed and serve.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

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
  "scripts/build-server.mjs",
  "scripts/precompress-assets.ts",
  "scripts/react-router-production.ts",
];
// The React Router build, the server's own bundle and its entry (scripts/build-server.mjs); the
// oldest counts.
const builtFiles = ["server/index.js", "bundle.js", "main.js"].map((file) => path.join(root, "build", file));

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
  for (const step of [
    [path.join(root, "node_modules", "@react-router", "dev", "bin.js"), "build"],
    [path.join(root, "scripts", "build-server.mjs")],
  ]) {
    const result = spawnSync(process.execPath, step, {
      cwd: root,
      stdio: ["ignore", "ignore", "inherit"],
      env: process.env,
    });
    if (result.status !== 0) {
      console.error("The build failed.");
      process.exit(1);
    }
  }
}

// Plain Node runs the bundle: no TypeScript loader in the server's memory (docs/performance.md).
await import("../build/main.js");
