import { expect, it } from "vitest";
import { waitForHydration } from "../helpers/browser.ts";
import { expectToast, signIn, signOut, signUpAndVerify } from "./reader-flows.ts";
import { setUpSite } from "./site.ts";

const site = setUpSite({ smtp: true });

it("signs up, verifies by mail, comments, likes and unlikes, signs out", async () => {
  const who = { name: "Wanshan Journey", email: "wanshan.journey@example.org", password: "living-roots-9" };
  const page = await site.page();
  await signUpAndVerify(page, site.smtp, site.url, who);
  await expectToast(page, "Welcome back!", "You have successfully signed in.");
  await page
    .getByRole("banner")
    .getByRole("link", { name: `Hi, ${who.name}` })
    .first()
    .waitFor();

  // An article without comments of its own, so that this reader's comment is the only one.
  await page.goto(`${site.url}/science`, { waitUntil: "networkidle" });
  await page.locator("main article a").first().click();
  await page.waitForURL(/\/article\//);
  await waitForHydration(page);
  const comments = page.getByRole("region", { name: "Comments" });
  const send = comments.getByRole("button", { name: "Send" });
  const box = comments.getByLabel("Leave a comment");
  await box.fill("   ");
  expect(await send.isDisabled()).toBe(true);
  await box.fill("  The bridge story deserves a follow-up after the monsoon.  ");
  await send.click();
  await expectToast(page, "Comment posted", "Your comment has been added successfully");
  const mine = comments.getByRole("article", { name: `Comment by ${who.name}` });
  await mine.getByText("The bridge story deserves a follow-up after the monsoon.").waitFor();

  const articleLike = page
    .locator("main")
    .getByRole("button", { name: /^\d+ Likes?$/ })
    .first();
  const before = Number((await articleLike.innerText()).match(/\d+/)![0]);
  // The button shows the state asked for at once; a click is done when the server has answered it.
  const likeAnswered = () =>
    page.waitForResponse(
      (r) => new URL(r.url()).pathname.startsWith("/api/likes") && r.request().method() === "POST",
    );
  const clickLike = (button: typeof articleLike) => Promise.all([likeAnswered(), button.click()]);
  await clickLike(articleLike);
  await expect.poll(() => articleLike.getAttribute("aria-pressed")).toBe("true");
  await expect.poll(() => articleLike.innerText()).toMatch(new RegExp(`^${before + 1} Likes?$`));

  const commentLike = mine.getByRole("button", { name: "0 Likes" });
  await clickLike(commentLike);
  await mine.getByRole("button", { name: "1 Like", exact: true }).waitFor();

  await clickLike(articleLike);
  await expect.poll(() => articleLike.getAttribute("aria-pressed")).toBe("false");
  await expect.poll(() => articleLike.innerText()).toMatch(new RegExp(`^${before} Likes?$`));

  // The database has the last word: after a reload the counts are what the server holds.
  await page.reload({ waitUntil: "networkidle" });
  await expect.poll(() => articleLike.innerText()).toMatch(new RegExp(`^${before} Likes?$`));
  await mine.getByRole("button", { name: "1 Like", exact: true }).waitFor();

  await signOut(page);
  expect(await box.isDisabled()).toBe(true);
  // The like button opens the dialog once its island has hydrated.
  await waitForHydration(page);
  await articleLike.click();
  await page.getByRole("dialog").getByRole("tab", { name: "Sign In" }).waitFor();
  await page.keyboard.press("Escape");
  await signIn(page, who);
  await expectToast(page, "Welcome back!");
});
