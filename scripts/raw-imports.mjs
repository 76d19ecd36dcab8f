// `import source from "./x.cjs?raw"` for the command-line scripts that run the server's modules under
// tsx (`tsx --import ./scripts/raw-imports.mjs …`): the file's text, as Vite's build gives it to the
// server (the HEIC and Word converters' workers).
import fs from "node:fs";
import { register } from "node:module";
import { URL } from "node:url";

export async function resolve(specifier, context, next) {
  if (!specifier.endsWith("?raw")) return next(specifier, context);
  return { url: new URL(specifier, context.parentURL).href, shortCircuit: true };
}

export async function load(url, context, next) {
  if (!url.endsWith("?raw")) return next(url, context);
  const file = new URL(url);
  file.search = "";
  const source = `export default ${JSON.stringify(fs.readFileSync(file, "utf8"))};`;
  return { format: "module", source, shortCircuit: true };
}

register(import.meta.url);
