// `npm start`: build when the build is missing or older than the sources, then migrate, seed and serve.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { register } from "tsx/esm/api";

process.env.NODE_ENV = "production";
const root = path.resolve(import.meta.dirname, "..");
const SOURCES = ["app", "public", "vite.config.ts", "react-router.config.ts", "package-lock.json", "server"];
const built = path.join(root, "build", "server", "index.js");

function newestMtime(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target))
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

const builtAt = fs.existsSync(built) ? fs.statSync(built).mtimeMs : 0;
const sourcesAt = Math.max(...SOURCES.map((s) => newestMtime(path.join(root, s))));
if (builtAt < sourcesAt) {
  console.log(builtAt ? "Sources changed since the last build: rebuilding..." : "No build yet: building...");
  const result = spawnSync(
    process.execPath,
    [path.join(root, "node_modules", "@react-router", "dev", "bin.js"), "build"],
    {
      cwd: root,
      stdio: ["ignore", "ignore", "inherit"],
      env: process.env,
    },
  );
  if (result.status !== 0) {
    console.error("The build failed.");
    process.exit(1);
  }
}

register();
await import("../server/main.ts");
