import { describe, expect, it } from "vitest";
import { insertInHead } from "./page-head.server.tsx";

const HEAD =
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>' +
  '<meta name="viewport" content="width=device-width, initial-scale=1"/><title>Page</title>' +
  '<link rel="preload" as="image" href="/images/lead.webp"/>' +
  '<link rel="modulepreload" href="/assets/entry.client-a1.js" nonce="n0nce"/>' +
  '<link rel="modulepreload" href="/assets/root-b2.js"/></head>';
const BODY =
  '<body><p>rel="modulepreload" in the text stays</p><script type="module">import "/assets/root-b2.js";</script></body></html>';

/** The page run through the transform in pieces of `size` bytes, as React's stream hands it over. */
async function transformed(html: string, size: number, dropModulePreloads: boolean): Promise<string> {
  let ended = false;
  const transform = insertInHead(Buffer.from("<style>p{}</style>"), () => (ended = true), {
    dropModulePreloads,
  });
  const out: Buffer[] = [];
  transform.on("data", (chunk: Buffer) => out.push(chunk));
  const done = new Promise((resolve) => transform.on("end", resolve));
  const bytes = Buffer.from(html);
  for (let i = 0; i < bytes.length; i += size) transform.write(bytes.subarray(i, i + size));
  transform.end();
  await done;
  expect(ended).toBe(true);
  return Buffer.concat(out).toString();
}

describe("the page's head", () => {
  it.each([7, 64, 100_000])(
    "gets the stylesheet right after the viewport, in pieces of %i bytes",
    async (size) => {
      const html = await transformed(HEAD + BODY, size, false);
      expect(html).toBe(HEAD.replace('1"/>', '1"/><style>p{}</style>') + BODY);
    },
  );

  it.each([7, 64, 100_000])(
    "loses only its module preloads on a public page (pieces of %i bytes)",
    async (size) => {
      const html = await transformed(HEAD + BODY, size, true);
      expect(html).not.toMatch(/<link rel="modulepreload"/);
      expect(html).toContain('<link rel="preload" as="image" href="/images/lead.webp"/></head>');
      expect(html).toContain(BODY);
    },
  );
});
