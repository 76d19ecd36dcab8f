import { gzipSync } from "node:zlib";
import type { Plugin } from "vite";

/**
 * The public pages' script budgets (issue 39, decision 0063): what a page loads before any interaction,
 * gzipped: the boot script, Preact's runtime and the islands that load on idle or when visible. Each
 * page kind names those islands here; tests/e2e/foundation.test.ts checks the built pages against this
 * list, so it cannot fall behind them.
 */
/** The islands of every public page's frame: the header's, the sign-in dialog's, the splash and the toasts. */
const FRAME = ["account", "auth-host", "header-scroll", "mobile-menu", "more-menu", "splash", "toaster"];

export const PAGE_BUDGETS = {
  article: { budget: 40 * 1024, islands: [...FRAME, "like", "comments", "count-view"] },
  home: { budget: 50 * 1024, islands: [...FRAME, "ticker", "home-widgets", "newsletter"] },
  // An article whose body has a gallery (decision 0072): the article's islands and the viewer, which
  // no other page loads.
  gallery: {
    budget: 40 * 1024,
    islands: [...FRAME, "like", "comments", "count-view", "gallery-viewer"],
  },
  // An article whose body has a readers' poll (decision 0077): the article's islands and the poll's,
  // which only such a page loads.
  poll: {
    budget: 40 * 1024,
    islands: [...FRAME, "like", "comments", "count-view", "polls"],
  },
  // A live blog while it is live (decision 0081): the article's islands, its updates' poll, the
  // gallery viewer (an entry may bring a gallery) and the embeds' (an entry may bring an embed).
  live: {
    budget: 40 * 1024,
    islands: [...FRAME, "like", "comments", "count-view", "live-updates", "gallery-viewer", "embeds"],
  },
} as const;

type Chunk = {
  code: string;
  imports: string[];
  moduleIds: string[];
  facadeModuleId?: string | null;
  isEntry: boolean;
};

/** The files a chunk loads with it: itself and, transitively, its static imports. */
function closure(chunks: Map<string, Chunk>, file: string, into = new Set<string>()): Set<string> {
  if (into.has(file) || !chunks.has(file)) return into;
  into.add(file);
  for (const imported of chunks.get(file)!.imports) closure(chunks, imported, into);
  return into;
}

/** Lists every island's own size and fails the build when a page kind's total passes its budget. */
export function islandBudgets(): Plugin {
  return {
    name: "borderland-island-budgets",
    apply: "build",
    generateBundle(_options, bundle) {
      const chunks = new Map<string, Chunk>();
      for (const [file, output] of Object.entries(bundle))
        if (output.type === "chunk") chunks.set(file, output);
      const size = (files: Iterable<string>) =>
        [...files].reduce((sum, file) => sum + gzipSync(chunks.get(file)!.code, { level: 9 }).length, 0);
      const islands = new Map<string, string>();
      // The chunk that holds each island's module: its own, or one shared with an island that renders
      // it too (the comments render the like button), which the boot script then loads for either.
      for (const [file, chunk] of chunks)
        for (const id of chunk.moduleIds) {
          const name = id.match(/\/app\/islands\/([\w-]+)\.tsx$/)?.[1];
          if (name) islands.set(name, file);
        }
      const boot = [...chunks].find(([, chunk]) => chunk.isEntry)![0];
      const runtime = [...chunks].find(([, chunk]) =>
        chunk.facadeModuleId?.endsWith("/islands/lib/hydrate.ts"),
      )![0];
      const base = closure(chunks, runtime, closure(chunks, boot));
      // The chunks two islands or more import (the app's shared modules): listed once, not in each.
      const uses = new Map<string, number>();
      for (const file of islands.values())
        for (const chunk of closure(chunks, file)) uses.set(chunk, (uses.get(chunk) ?? 0) + 1);
      const common = [...uses]
        .filter(([chunk, count]) => count > 1 && !base.has(chunk))
        .map(([chunk]) => chunk);
      const kb = (files: Iterable<string>) => `${(size(files) / 1024).toFixed(1)} KB`;
      const lines = [
        "Islands, gzipped:",
        `  the boot script and Preact ${kb(base)}; what several islands share ${kb(common)}; each island's own:`,
      ];
      for (const [name, file] of [...islands].sort()) {
        const own = [...closure(chunks, file)].filter((chunk) => !base.has(chunk) && !common.includes(chunk));
        lines.push(
          `  ${name.padEnd(16)} ${own.length ? kb(own) : "in what several share (another island renders it)"}`,
        );
      }
      const over: string[] = [];
      for (const [page, { budget, islands: names }] of Object.entries(PAGE_BUDGETS)) {
        const files = new Set(base);
        for (const name of names) {
          const file = islands.get(name);
          if (!file) this.error(`The ${page} page's island '${name}' is not in app/islands/.`);
          closure(chunks, file, files);
        }
        const total = size(files);
        lines.push(
          `  ${page} page: ${(total / 1024).toFixed(1)} KB of ${budget / 1024} KB before any interaction`,
        );
        if (total > budget) over.push(`${page}: ${total} bytes > ${budget}`);
      }
      this.info(lines.join("\n"));
      if (over.length) this.error(`Script budget passed (issue 39): ${over.join("; ")}`);
    },
  };
}
