import { describe, expect, it } from "vitest";
import { axeViolations } from "../helpers/browser.ts";
import { linkIn } from "../helpers/smtp.ts";
import { commentOnFirstArticle, expectToast, signIn, signUpAndVerify } from "./reader-flows.ts";
import { setUpSite } from "./site.ts";

const site = setUpSite({ smtp: true });
const page = () => site.page();

describe("the texts a reader sees (SPEC.md §8)", () => {
  it("newsletter: 'Success!', then 'Already Subscribed' for the same address in another case", async () => {
    const p = await page();
    await p.goto(site.url, { waitUntil: "networkidle" });
    const block = p.getByRole("region", { name: "Stay informed" });
    await block.getByLabel("Email address").fill("toast.reader@example.org");
    await block.getByRole("button", { name: "Subscribe" }).click();
    await expectToast(p, "Success!", "Please check your inbox to confirm your subscription.");
    // Only a confirmed address is 'Already Subscribed' (double opt-in, decision 0044).
    const mail = await site.smtp.waitFor("toast.reader@example.org");
    await p.goto(linkIn(mail, /https?:\/\/\S+\/newsletter\/confirm\?token=[\w%-]+/));
    await p.getByRole("button", { name: "Confirm my subscription" }).click();
    await p.getByRole("heading", { name: "You're subscribed!" }).waitFor();
    await p.goto(site.url, { waitUntil: "networkidle" });
    await block.getByLabel("Email address").fill("Toast.Reader@Example.org");
    await block.getByRole("button", { name: "Subscribe" }).click();
    await expectToast(p, "Already Subscribed", "This email is already subscribed to our newsletter.");
  });

  it("sign-in and sign-up failures: 'Sign in failed' with the server's message, 'Signup failed'", async () => {
    const p = await page();
    await p.goto(site.url, { waitUntil: "networkidle" });
    await signIn(p, { email: "nobody@example.org", password: "whatever-1" });
    await expectToast(p, "Sign in failed", "Invalid email or password");
    const dialog = p.getByRole("dialog");
    await dialog.getByRole("tab", { name: "Sign Up" }).click();
    await dialog.getByLabel("Name").fill("Dot Less");
    await dialog.getByLabel("Email").fill("dotless@localhost");
    await dialog.getByLabel("Password").fill("long-enough");
    await dialog.getByRole("button", { name: "Sign Up" }).click();
    await expectToast(p, "Signup failed", "Please enter a valid email address");
  });

  it("comments: 'Comment deleted' when the author removes their own", async () => {
    const p = await page();
    await signUpAndVerify(p, site.smtp, site.url, {
      name: "Toast Author",
      email: "toast.author@example.org",
      password: "toast-author-1",
    });
    await expectToast(p, "Welcome back!");
    const comments = await commentOnFirstArticle(p, `${site.url}/history`, "A comment that will not last.");
    // Asked in the site's own dialog, not the browser's: Cancel keeps the comment.
    p.on("dialog", (native) => {
      throw new Error(`a browser dialog asked: ${native.message()}`);
    });
    const remove = comments.getByRole("button", { name: "Delete comment by Toast Author" });
    const question = p.getByRole("dialog", { name: "Are you sure you want to delete this comment?" });
    await remove.click();
    await question.waitFor();
    expect(await axeViolations(p)).toEqual([]);
    await question.getByRole("button", { name: "Cancel" }).click();
    await question.waitFor({ state: "detached" });
    expect(await p.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe(
      "Delete comment by Toast Author",
    );
    await comments.getByText("A comment that will not last.").waitFor();
    await remove.click();
    await question.getByRole("button", { name: "Delete" }).click();
    await expectToast(p, "Comment deleted", "The comment has been removed");
    await comments.getByText("A comment that will not last.").waitFor({ state: "detached" });
  });
});
