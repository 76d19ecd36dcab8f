import { spawnSync } from "node:child_process";
import path from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { axeViolations } from "../helpers/browser.ts";
import { expectToast, setUpPortal, signInQuietly, staffAccount } from "./portal-site.ts";

/** Settings → Redirects (issue 40, decision 0069), as an editor: add one and follow it as a reader, test
 * an address, import a CSV whose refused rows are reported, remove one; find an imported old address in
 * its list. Axe clean at 375 and 1280 px. */
const EDITOR = staffAccount("redirect-editor", "Redirect Editor");
const site = setUpPortal([EDITOR], {
  roles: { "redirect-editor": "editor" },
  // An article imported with its old addresses, listed below the redirects.
  prepare(dataDir) {
    const done = spawnSync(process.execPath, ["--import", "tsx", "tests/helpers/old-addresses.ts"], {
      env: { ...process.env, DATA_DIR: dataDir },
      encoding: "utf8",
    });
    if (done.status !== 0) throw new Error(`old-addresses failed: ${done.stderr}${done.stdout}`);
  },
});
const WIDTHS = [375, 1280] as const;
const SHOTS = process.env.SCREENSHOT_DIR;

async function check(page: Page, name: string, width: number) {
  expect(await axeViolations(page), `${name} at ${width} px`).toEqual([]);
  if (SHOTS) await page.screenshot({ path: path.join(SHOTS, `${name}-${width}.png`), fullPage: true });
}

/** Where the site answers a reader's request, without following it. */
async function answerTo(address: string) {
  const answer = await fetch(`${site.url}${address}`, { redirect: "manual" });
  return [answer.status, answer.headers.get("location")];
}

describe("Settings → Redirects", () => {
  it.each(WIDTHS)("adds, tests, imports and removes redirects (%i px)", async (width) => {
    const page = await site.page({ width });
    await signInQuietly(page, site.url, EDITOR);
    await page.goto(`${site.url}/admin/dashboard/redirects`);
    await page.getByRole("heading", { name: "Redirects", level: 1 }).waitFor();
    await check(page, "redirects", width);

    await page.getByRole("textbox", { name: "From", exact: true }).fill(`/old-tip-${width}/`);
    await page.getByRole("textbox", { name: "To", exact: true }).fill("/about");
    await page.getByRole("button", { name: "Add redirect" }).click();
    await expectToast(page, "Redirect added", `/old-tip-${width} now leads to /about (301).`);
    await page.getByRole("rowheader", { name: `/old-tip-${width}` }).waitFor();
    expect(await answerTo(`/old-tip-${width}`)).toEqual([301, "/about"]);
    expect(await answerTo("/about/")).toEqual([301, "/about"]);

    await page.getByRole("textbox", { name: "From", exact: true }).fill(`/loop-${width}`);
    await page.getByRole("textbox", { name: "To", exact: true }).fill(`/old-tip-${width}`);
    await page.getByRole("button", { name: "Add redirect" }).click();
    await page.getByRole("rowheader", { name: `/loop-${width}` }).waitFor();
    await page.getByRole("textbox", { name: "From", exact: true }).fill(`/old-tip-${width}`);
    await page.getByRole("textbox", { name: "To", exact: true }).fill("http://127.0.0.1/admin");
    await page.getByRole("button", { name: "Add redirect" }).click();
    await expectToast(page, "Failed to add the redirect");
    await page.getByText("'To' may not lead to a private address (127.0.0.1)").first().waitFor();
    await check(page, "redirects-refused", width);

    await page.getByLabel("Address to test").fill(`/loop-${width}`);
    await page.getByRole("button", { name: "Test", exact: true }).click();
    const outcome = page.getByRole("status").filter({ hasText: "A reader ends at /about." });
    await outcome.waitFor();
    await expect(outcome.textContent()).resolves.toContain(`by the redirect from /loop-${width}`);

    await page.getByLabel("CSV file").setInputFiles({
      name: "redirects.csv",
      mimeType: "text/csv",
      buffer: Buffer.from(`from,to,status\n/csv-${width},/contact,302\n/politics,/about,301\n`),
    });
    await page.getByRole("button", { name: "Import" }).click();
    const report = page.getByRole("status").filter({ hasText: "1 added, 1 refused." });
    await report.waitFor();
    await expect(report.textContent()).resolves.toContain(
      "Line 3 (/politics): /politics is an address of this site",
    );
    expect(await answerTo(`/csv-${width}`)).toEqual([302, "/contact"]);
    await check(page, "redirects-imported", width);

    await page.getByRole("button", { name: `Delete “/csv-${width}”` }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Delete" }).click();
    await expectToast(page, "Redirect removed");
    await expect(page.getByRole("rowheader", { name: `/csv-${width}` }).count()).resolves.toBe(0);
    expect((await answerTo(`/csv-${width}`))[0]).toBe(404);

    // The imported old addresses, read only, found by a part of the address.
    const oldPost = page.getByRole("rowheader", { name: "/2019/03/some-post" });
    await oldPost.waitFor();
    await page.getByRole("searchbox", { name: "Search the old addresses" }).fill("p=42");
    await page.waitForURL(/\?q=p%3D42$/);
    await page.getByRole("rowheader", { name: "/?p=42" }).waitFor();
    await expect(oldPost.count()).resolves.toBe(0);
    await check(page, "redirects-old-addresses", width);
  });
});
