import fs from "node:fs";
import path from "node:path";

/** Built CSS is a few dozen KB and never changes while the process runs: each file is read once. */
const MAX_INLINE_BYTES = 256 * 1024;

/**
 * Reads a built stylesheet (`/assets/….css`) for the page to carry inline (decision 0021): the text,
 * or null when there is no such file (a development server, whose styles Vite serves itself) or it is
 * too large to inline. Only `.css` files directly under the client build's `assets/` are read.
 */
export function createStylesheetReader(clientDir: string): (href: string) => string | null {
  const assets = path.join(clientDir, "assets");
  const read = new Map<string, string | null>();
  return (href) => {
    if (read.has(href)) return read.get(href)!;
    const name = /^\/assets\/([\w.-]+\.css)$/.exec(href)?.[1];
    let text: string | null = null;
    if (name) {
      try {
        const bytes = fs.readFileSync(path.join(assets, name));
        // A `</style` in the text would end the element early; CSS never needs it unescaped.
        if (bytes.length <= MAX_INLINE_BYTES)
          text = bytes.toString("utf8").replace(/<\/style/gi, "<\\/style");
      } catch {
        text = null;
      }
    }
    read.set(href, text);
    return text;
  };
}
