import http from "node:http";
import type { AddressInfo } from "node:net";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { axeViolations, launchBrowser, newPage } from "../helpers/browser.ts";

// The check every page's accessibility test relies on: it must see what axe sees, in the page and in
// its frames, each time it is asked.

const PAGE = `<!DOCTYPE html><html lang="en"><title>Page</title><main><h1>Page</h1>
<img src="/x.png"><p style="color:#777;background:#888">Grey on grey</p>
<iframe src="/frame" title="A frame"></iframe></main></html>`;
const FRAME = `<!DOCTYPE html><html lang="en"><title>Frame</title><img src="/y.png"></html>`;
const CLEAN = `<!DOCTYPE html><html lang="en"><title>Clean</title><main><h1>Clean</h1><p>Fine.</p></main></html>`;

let server: http.Server;
let browser: Browser;
let url: string;
beforeAll(async () => {
  server = http.createServer((req, res) => {
    res.setHeader("content-type", "text/html");
    res.end(req.url === "/frame" ? FRAME : req.url === "/clean" ? CLEAN : PAGE);
  });
  await new Promise<void>((listening) => server.listen(0, "127.0.0.1", listening));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  server?.close();
});

describe("axeViolations", () => {
  it("reports the page's and its frames' violations, each time it is asked, and none on a clean page", async () => {
    const { context, page } = await newPage(browser);
    await page.goto(url, { waitUntil: "load" });
    for (let time = 0; time < 2; time++) {
      const violations = await axeViolations(page);
      expect(violations.map((v) => v.split(" ")[0])).toEqual(["color-contrast", "image-alt"]);
      expect(violations[1]).toContain("iframe img");
    }
    await page.goto(`${url}/clean`, { waitUntil: "load" });
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });
});
