import { describe, expect, it } from "vitest";
import { collectPage } from "./page-head.server.tsx";

const HEAD =
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>' +
  '<meta name="viewport" content="width=device-width, initial-scale=1"/><title>Page</title>' +
  '<link rel="preload" as="image" href="/images/lead.webp"/>' +
  '<link rel="modulepreload" href="/assets/entry.client-a1.js" nonce="n0nce"/>' +
  '<link rel="modulepreload" href="/assets/root-b2.js"/></head>';
const BODY =
  '<body><p>rel="modulepreload" in the text stays</p><script type="module">import "/assets/root-b2.js";</script></body></html>';

/** The page written into the collector in pieces of `size` bytes, as React's stream hands it over. */
async function collected(html: string, size: number, dropModulePreloads: boolean): Promise<string> {
  const { sink, page } = collectPage(Buffer.from("<style>p{}</style>"), { dropModulePreloads });
  const bytes = Buffer.from(html);
  for (let i = 0; i < bytes.length; i += size) sink.write(bytes.subarray(i, i + size));
  sink.end();
  return (await page).toString();
}

describe("the page's head", () => {
  it.each([7, 64, 100_000])(
    "gets the stylesheet right after the viewport, in pieces of %i bytes",
    async (size) => {
      const html = await collected(HEAD + BODY, size, false);
      expect(html).toBe(HEAD.replace('1"/>', '1"/><style>p{}</style>') + BODY);
    },
  );

  it.each([7, 64, 100_000])(
    "loses only its module preloads on a public page (pieces of %i bytes)",
    async (size) => {
      const html = await collected(HEAD + BODY, size, true);
      expect(html).not.toMatch(/<link rel="modulepreload"/);
      expect(html).toContain('<link rel="preload" as="image" href="/images/lead.webp"/></head>');
      expect(html).toContain(BODY);
    },
  );

  it("is given whole once React ends it, and not before", async () => {
    const { sink, page } = collectPage(Buffer.from("<style>p{}</style>"));
    let given = false;
    void page.then(() => (given = true));
    sink.write(Buffer.from(HEAD));
    await new Promise((resolve) => setImmediate(resolve));
    expect(given).toBe(false);
    sink.end(Buffer.from(BODY));
    expect((await page).toString()).toBe(HEAD.replace('1"/>', '1"/><style>p{}</style>') + BODY);
  });

  it("fails when React's stream is destroyed with an error", async () => {
    const { sink, page } = collectPage(Buffer.from("<style>p{}</style>"));
    sink.write(Buffer.from(HEAD));
    sink.destroy(new Error("render aborted"));
    await expect(page).rejects.toThrow("render aborted");
  });
});
