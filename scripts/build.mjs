// `npm run build`, and `npm start` when the build is missing or older than the sources: React Router's
// build (the server's pages and the portal's client), the public pages' islands into its client build
// (decision 0063; the script budgets are checked there), then the server's own bundle. One list of
// steps for both, so that what `npm start` serves is what the tests ran.
import { spawnSync } from "node:child_process";
import path from "node:path";
import { pathToFileURL } from "node:url";

const root = path.resolve(import.meta.dirname, "..");

const STEPS = [
  [path.join(root, "node_modules", "@react-router", "dev", "bin.js"), "build"],
  [path.join(root, "node_modules", "vite", "bin", "vite.js"), "build", "-c", "vite.islands.config.ts"],
  [path.join(root, "scripts", "build-server.mjs")],
];

/** Runs the steps in order; false at the first that fails. `quiet` keeps their output but for errors. */
export function runBuild({ quiet = false } = {}) {
  for (const step of STEPS) {
    const result = spawnSync(process.execPath, step, {
      cwd: root,
      stdio: ["ignore", quiet ? "ignore" : "inherit", "inherit"],
      env: process.env,
    });
    if (result.status !== 0) return false;
  }
  return true;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href && !runBuild()) process.exit(1);
