import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { CONVERSION_LIMITS } from "./limits.ts";
import { ConversionFailed, convertDocx } from "./convert.ts";
import { readDocxPackage, type DocxParts } from "./package.ts";

const DOCX = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  "../../../tests/fixtures/word/monsoon-drains.docx",
);

/** The fixture with its body written `times` times over: about 5 pages of text each time. */
async function longDocument(times: number): Promise<DocxParts> {
  const parts = await readDocxPackage(DOCX);
  const xml = parts.get("word/document.xml")!.toString("utf8");
  const start = xml.indexOf("<w:body>") + "<w:body>".length;
  const end = xml.lastIndexOf("<w:sectPr");
  const body = xml.slice(start, end);
  parts.set("word/document.xml", Buffer.from(xml.slice(0, start) + body.repeat(times) + xml.slice(end)));
  return parts;
}

describe("the conversion's worker", () => {
  it("converts a long document within the limits, off the main thread", async () => {
    const parts = await longDocument(100);
    const before = process.resourceUsage().maxRSS;
    const started = performance.now();
    const converted = await convertDocx(parts);
    const elapsed = performance.now() - started;
    expect(converted.html.match(/<h1>/g)).toHaveLength(100);
    // The one photo, shown 100 times.
    expect(converted.images).toHaveLength(1);
    expect(converted.references).toHaveLength(100);
    console.log(
      `[import] ${(parts.get("word/document.xml")!.length / 1e6).toFixed(1)} MB of document.xml (100 × the fixture) converted in ${elapsed.toFixed(0)} ms; the process's peak RSS grew by ${((process.resourceUsage().maxRSS - before) / 1024).toFixed(0)} MB`,
    );
  });

  it("is stopped when it runs out of time", async () => {
    const parts = await longDocument(50);
    await expect(convertDocx(parts, { ...CONVERSION_LIMITS, timeoutMs: 50 })).rejects.toThrow(
      new ConversionFailed("the conversion ran out of time"),
    );
  });

  it("is stopped as soon as its import is abandoned", async () => {
    const parts = await longDocument(200);
    const abandoned = new AbortController();
    setTimeout(() => abandoned.abort(), 100);
    await expect(convertDocx(parts, CONVERSION_LIMITS, abandoned.signal)).rejects.toThrow(
      new ConversionFailed("the conversion was abandoned"),
    );
  });

  it("is stopped when it runs out of memory, and the process goes on", async () => {
    const parts = await longDocument(400);
    await expect(
      convertDocx(parts, { ...CONVERSION_LIMITS, oldGenerationMb: 24, youngGenerationMb: 4 }),
    ).rejects.toBeInstanceOf(ConversionFailed);
    expect((await convertDocx(await longDocument(1))).html).toContain("<h1>");
  });
});
