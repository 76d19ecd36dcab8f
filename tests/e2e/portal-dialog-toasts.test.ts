import { describe, expect, it } from "vitest";
import { axeViolations } from "../helpers/browser.ts";
import {
  expectToast,
  portalSession,
  post,
  publishArticle,
  setUpPortal,
  type Admin,
  signInQuietly,
} from "./portal-site.ts";
import { isOnTop, overlaps } from "./on-top.ts";

const EDITOR: Admin = {
  username: "toast-editor",
  email: "toast.editor@borderland.test",
  password: "toast-editor-2026",
  name: "Toast Editor",
};
const site = setUpPortal([EDITOR]);

describe("the article's editor page", () => {
  for (const width of [375, 1280])
    it(`shows a failure's toast on top, reachable, axe clean, at ${width} px`, async () => {
      const cookie = await portalSession(site.url, EDITOR);
      const article = await publishArticle(site.url, cookie, { title: `Ferry timetable, ${width}` });
      const page = await site.page({ width });
      await signInQuietly(page, site.url, EDITOR);
      await page.goto(`${site.url}/admin/dashboard/articles/${article.id}`);
      await page.locator(".ql-editor").waitFor();
      // Deleted meanwhile (by another editor): the update fails and the editor keeps the text.
      const deleted = await post(
        site.url,
        "/admin/dashboard/articles.data",
        { intent: "delete", id: article.id },
        cookie,
      );
      expect(deleted.status).toBe(200);
      await page.getByRole("button", { name: "Update", exact: true }).click();
      await expectToast(page, "Failed to update article", "Article not found");
      const toast = page.locator("[data-toast]:visible").filter({ hasText: "Failed to update article" });
      // Over no heading and none of the editor's buttons (issue 36): at the foot of the screen.
      for (const control of [
        page.getByRole("heading", { level: 1 }),
        page.getByRole("button", { name: "Update", exact: true }),
        page.getByRole("button", { name: "Unpublish" }),
      ])
        expect(await overlaps(toast, control)).toBe(false);
      expect(await page.getByLabel("Title").inputValue()).toBe(`Ferry timetable, ${width}`);
      expect(await isOnTop(toast)).toBe(true);
      expect(await axeViolations(page)).toEqual([]);
      await toast.getByRole("button", { name: "Dismiss notification" }).click();
      await toast.waitFor({ state: "detached" });
      await page.context().close();
    });
});
