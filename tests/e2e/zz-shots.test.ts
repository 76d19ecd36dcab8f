import { describe, expect, it } from "vitest";
import { axeViolations } from "../helpers/browser.ts";
import { chooseByline, openSection, setImageUrl, setUpPortalSite } from "./portal-flows.ts";
import { expectToast } from "./reader-flows.ts";

const site = setUpPortalSite();
const DIR = "/tmp/editor-shots";

describe("shots", () => {
  for (const width of [1280, 375])
    it(`editor at ${width}`, async () => {
      const page = await site.staffPage();
      await page.setViewportSize({ width, height: width === 375 ? 740 : 800 });
      await openSection(page, site.url, "articles/new");
      await page.screenshot({ path: `${DIR}/new-top-${width}.png` });
      await page.getByLabel("Title").fill(`Ferry fares fall ${width}`);
      await page.getByRole("textbox", { name: "Content" }).click();
      await page.keyboard.type("The inland water transport department cut fares by a fifth on Monday. ".repeat(8));
      await chooseByline(page, "Mira Das");
      await setImageUrl(page, `${site.url}/images/default-article.svg`);
      await page.getByLabel("Alt text").fill("A ferry at the ghat");
      await page.evaluate(() => window.scrollTo(0, 600));
      await page.screenshot({ path: `${DIR}/new-scrolled-${width}.png` });
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.getByRole("button", { name: "Publish", exact: true }).click();
      await page.getByRole("dialog").waitFor();
      await page.screenshot({ path: `${DIR}/dialog-${width}.png` });
      expect(await axeViolations(page)).toEqual([]);
      await page.getByRole("dialog").getByRole("button", { name: "Publish now" }).click();
      await expectToast(page, "Article created successfully", "Your article has been published");
      await page.evaluate(() => window.scrollTo(0, 500));
      await page.screenshot({ path: `${DIR}/toast-${width}.png` });
      await page.evaluate(() => window.scrollTo(0, 900));
      await page.screenshot({ path: `${DIR}/toast-scrolled-${width}.png` });
      expect(await axeViolations(page)).toEqual([]);
    });
});
