import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * The nearest `name` in the folder of the module at `moduleUrl` or in a folder above it. The server's
 * code runs from its source (server/db/client.ts), from the server's bundle (build/bundle.js) and from
 * React Router's server build (build/server/assets/*.js): what it reads beside itself (the migrations,
 * which the build copies to build/; package.json) is found from each of them. Throws when there is
 * none, naming where it looked.
 */
export function nearestAbove(moduleUrl: string, name: string): string {
  const start = path.dirname(fileURLToPath(moduleUrl));
  for (let dir = start; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, name);
    if (fs.existsSync(candidate)) return candidate;
    if (path.dirname(dir) === dir) throw new Error(`No ${name} in ${start} or in a folder above it.`);
  }
}
