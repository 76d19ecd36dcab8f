// The server's own code (server/main.ts and everything it imports) as one JavaScript file,
// build/bundle.js, started by build/main.js, run by plain Node: `npm start`, `npm run serve`, the
// browser tests and the bench.
// Running the TypeScript through tsx's loader kept a loader thread, its transforms and their source
// maps in the server's memory: about 90 MB more resident memory (docs/performance.md, 'Memory').
// Packages stay in node_modules; the SQL migrations are copied into build/ (and into BUILD_DIR, React
// Router's build, when that is elsewhere), where server/db/client.ts finds them from the bundle and from
// React Router's chunks in build/server/assets (the nearest migrations folder above the module).
import fs from "node:fs";
import path from "node:path";
import { build } from "esbuild";

const root = path.resolve(import.meta.dirname, "..");

/** `import source from "./x.cjs?raw"`: the file's text, as Vite's build and scripts/raw-imports.mjs give
 * it (the HEIC and Word converters' workers, which the portal's import reaches from the job queue). */
const rawImports = {
  name: "raw-imports",
  setup(build) {
    build.onResolve({ filter: /\?raw$/ }, (args) => ({
      path: path.resolve(args.resolveDir, args.path.slice(0, -"?raw".length)),
      namespace: "raw",
    }));
    build.onLoad({ filter: /.*/, namespace: "raw" }, (args) => ({
      contents: fs.readFileSync(args.path, "utf8"),
      loader: "text",
    }));
  },
};

await build({
  entryPoints: [path.join(root, "server", "main.ts")],
  outfile: path.join(root, "build", "bundle.js"),
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  sourcemap: "linked",
  logLevel: "warning",
  plugins: [rawImports],
});
// React picks its production or development build from NODE_ENV when first imported, and the bundle
// imports it (through React Router) before any of its own code runs. Started as `node build/main.js`
// without NODE_ENV, the server would render with React's development build: about twice the CPU a
// page. The entry says production unless told otherwise, then loads the bundle.
fs.writeFileSync(
  path.join(root, "build", "main.js"),
  `// Written by scripts/build-server.mjs.\nprocess.env.NODE_ENV ||= "production";\nawait import("./bundle.js");\n`,
);
fs.rmSync(path.join(root, "build", "main.js.map"), { force: true });
for (const build of new Set(["build", process.env.BUILD_DIR ?? "build"])) {
  const migrations = path.resolve(root, build, "migrations");
  fs.rmSync(migrations, { recursive: true, force: true });
  fs.cpSync(path.join(root, "server", "db", "migrations"), migrations, { recursive: true });
}
