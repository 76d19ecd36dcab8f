import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { findPoppler, firstPageJpeg, pageTexts, pdfPages, UnreadablePdf } from "./poppler.ts";

const work = fs.mkdtempSync(path.join(os.tmpdir(), "borderland-poppler-"));
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));
const fixture = (name: string) => path.resolve("tests/fixtures/print", name);

/** Against the machine's own poppler-utils (.ci/run installs them): no stand-in. */
describe("poppler-utils (decision 0079)", () => {
  it("is found on this machine", async () => {
    expect(await findPoppler()).toBe(true);
  });

  it("counts the pages, and refuses a locked PDF and one that is not whole", async () => {
    expect(await pdfPages(fixture("edition.pdf"))).toBe(4);
    await expect(pdfPages(fixture("locked.pdf"))).rejects.toEqual(new UnreadablePdf(true));
    const cut = path.join(work, "cut.pdf");
    fs.writeFileSync(cut, "%PDF-1.4\n1 0 obj\n<<>>\n");
    await expect(pdfPages(cut)).rejects.toBeInstanceOf(UnreadablePdf);
  });

  it("makes the first page a portrait JPEG of 1200 px at its longer side", async () => {
    const out = path.join(work, "cover.jpg");
    expect(await firstPageJpeg(fixture("edition.pdf"), out)).toBe(true);
    const { format, width, height } = await sharp(out).metadata();
    expect({ format, width, height }).toEqual({ format: "jpeg", width: 928, height: 1200 });
  });

  it("reads each page's text, in order", async () => {
    const pages = await pageTexts(fixture("edition.pdf"));
    expect(pages).toHaveLength(4);
    expect(pages[0]).toContain("Homecoming Issue");
    expect(pages[2]).toContain("Quokka sighting");
    expect(pages[3]).not.toContain("Quokka");
  });
});
