import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, newPage } from "../helpers/browser.ts";
import { startServer, type RunningServer } from "../helpers/server.ts";
import { formPost, signedInReader } from "../helpers/reader-session.ts";
import { linkIn, startSmtpSink, type SmtpSink } from "../helpers/smtp.ts";

type Headers = Record<string, string>;

let smtp: SmtpSink;
let server: RunningServer;
let slug: string;
let articleId: string;
let author: Headers;
let reader: Headers;

function post(path: string, fields: Record<string, string>, headers: Headers = {}) {
  return formPost(server.url, path, fields, headers);
}

const signedIn = (name: string, email: string) => signedInReader(server.url, smtp, name, email);

beforeAll(async () => {
  smtp = await startSmtpSink();
  server = await startServer({ SMTP_URL: smtp.url });
  const home = await (await fetch(`${server.url}/`)).text();
  slug = [...home.matchAll(/href="\/article\/([a-z0-9-]+)"/g)]
    .map((m) => m[1]!)
    .find((s) => !s.startsWith("breaking-news-"))!;
  const page = await (await fetch(`${server.url}/article/${slug}`)).text();
  articleId = page.match(/name="articleId" value="([0-9a-f-]{36})"/)![1]!;
  author = await signedIn("Ada Author", "ada.author@example.org");
  reader = await signedIn("Rita Reader", "rita.reader@example.org");
});
afterAll(async () => {
  await server?.stop();
  await smtp?.close();
});

describe("article page", () => {
  it("renders the like button, the Comments heading and the signed-out comment form", async () => {
    const html = await (await fetch(`${server.url}/article/${slug}`)).text();
    expect(html).toMatch(/aria-pressed="false"[^>]*>.*?\d+(<!-- -->)? (<!-- -->)?Likes?</s);
    expect(html).toContain(">Comments</h2>");
    expect(html).toMatch(/<textarea[^>]*disabled/);
    expect(html).toContain("Sign In");
  });
});

describe("POST /api/comments and /api/likes", () => {
  it("answers 401 to anonymous requests", async () => {
    for (const [path, fields] of [
      ["/api/comments", { intent: "post", articleId, content: "Hello" }],
      ["/api/comments", { intent: "delete", commentId: articleId }],
      ["/api/likes", { target: "article", id: articleId, liked: "true" }],
    ] as const) {
      const response = await post(path, fields);
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ ok: false, error: "Please sign in first." });
    }
  });

  it("answers 400 with a clear message to a blank comment", async () => {
    const response = await post("/api/comments", { intent: "post", articleId, content: " \n " }, author);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ ok: false, error: "Please write a comment first." });
  });

  it("posts a comment that the page then shows as escaped text; another reader may not delete it, its author may", async () => {
    const posted = await post(
      "/api/comments",
      { intent: "post", articleId, content: "  <script>alert(1)</script> first!  " },
      author,
    );
    expect(posted.status).toBe(200);
    const { comment } = (await posted.json()) as { comment: { id: string; content: string } };
    expect(comment.content).toBe("<script>alert(1)</script> first!");

    const html = await (await fetch(`${server.url}/article/${slug}`)).text();
    expect(html).not.toContain("<script>alert(1)</script>");

    const forbidden = await post("/api/comments", { intent: "delete", commentId: comment.id }, reader);
    expect(forbidden.status).toBe(403);
    expect(await forbidden.json()).toEqual({ ok: false, error: "You can only delete your own comments." });
    const deleted = await post("/api/comments", { intent: "delete", commentId: comment.id }, author);
    expect(deleted.status).toBe(200);
    const again = await post("/api/comments", { intent: "delete", commentId: comment.id }, author);
    expect(again.status).toBe(404);
  });

  it("answers 429 with Retry-After once a reader comments too quickly", async () => {
    const statuses: number[] = [];
    let last: Response | undefined;
    for (let i = 0; i < 6; i++) {
      last = await post("/api/comments", { intent: "post", articleId, content: `Quick ${i}` }, reader);
      statuses.push(last.status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    expect(Number(last!.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(await last!.json()).toMatchObject({ ok: false, error: expect.stringMatching(/too quickly/) });
  });

  it("sets and unsets a like, answering the state and the count", async () => {
    const like = (liked: string) => post("/api/likes", { target: "article", id: articleId, liked }, reader);
    const first = (await (await like("true")).json()) as { ok: boolean; liked: boolean; count: number };
    expect(first).toMatchObject({ ok: true, liked: true });
    expect(await (await like("true")).json()).toEqual(first);
    expect(await (await like("false")).json()).toEqual({ ok: true, liked: false, count: first.count - 1 });
  });
});

describe("POST /newsletter and /unsubscribe", () => {
  it("subscribes, confirms from the mailed link, then refuses the same address in another case", async () => {
    const email = "Newsletter.Reader@example.org";
    const first = await post("/newsletter", { email: ` ${email} ` });
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ ok: true });
    // Unconfirmed, it is answered as a new address is (decision 0044).
    expect((await post("/newsletter", { email: email.toLowerCase() })).status).toBe(200);

    const mail = await smtp.waitFor(email, (m) => /^Confirm your subscription/.test(m.subject ?? ""));
    const url = new URL(linkIn(mail, /http:\/\/\S+\/newsletter\/confirm\?token=[\w%-]+/));
    // Its page's button posts the token.
    expect(
      (await post(`${url.pathname}${url.search}`, { token: url.searchParams.get("token")! })).status,
    ).toBe(200);
    const duplicate = await post("/newsletter", { email: email.toLowerCase() });
    expect(duplicate.status).toBe(409);
    expect(await duplicate.json()).toMatchObject({
      ok: false,
      duplicate: true,
      error: "This email is already subscribed to our newsletter.",
    });
  });

  it("without JavaScript, redirects back to the page with a flash cookie", async () => {
    // fetch() sets its own Sec-Fetch-Mode; a browser's form post says "navigate".
    const response = await new Promise<http.IncomingMessage>((resolve, reject) => {
      const request = http.request(`${server.url}/newsletter`, {
        method: "POST",
        headers: {
          "Content-Type": "application/x-www-form-urlencoded",
          "Sec-Fetch-Mode": "navigate",
          Referer: `${server.url}/politics?page=2`,
        },
      });
      request.on("response", resolve).on("error", reject);
      request.end(new URLSearchParams({ email: "no.script@example.org" }).toString());
    });
    response.resume();
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe("/politics?page=2");
    expect(response.headers["set-cookie"]?.some((c) => c.startsWith("bt_flash="))).toBe(true);
  });
});

describe("in a browser without JavaScript", () => {
  it("comments, likes and subscribes with plain forms, and shows each outcome as a toast", async () => {
    const browser = await launchBrowser();
    try {
      const { context, page } = await newPage(browser, { javaScriptEnabled: false });
      const [name, value] = author.cookie!.split("=") as [string, string];
      await context.addCookies([{ name, value, url: server.url }]);
      await page.goto(`${server.url}/article/${slug}`);
      const toast = page.locator("[data-toast]");

      await page.getByLabel("Leave a comment").fill("  Written without JavaScript.  ");
      await page.getByRole("button", { name: "Send" }).click();
      await page.waitForURL(/#comments$/);
      expect(await toast.innerText()).toContain("Comment posted");
      await page.getByText("Written without JavaScript.", { exact: true }).waitFor();

      await page.getByLabel("Leave a comment").fill("   ");
      await page.getByRole("button", { name: "Send" }).click();
      await page.waitForURL(/#comments$/);
      expect(await toast.innerText()).toContain("Failed to post comment");
      expect(await toast.innerText()).toContain("Please write a comment first.");

      const likeArticle = page.locator("article").first().getByRole("button", { pressed: false }).first();
      await likeArticle.click();
      await page.waitForURL(new RegExp(`/article/${slug}$`));
      expect(await page.locator("article").first().getByRole("button", { pressed: true }).count()).toBe(1);

      await page.goto(`${server.url}/politics`);
      await page.getByLabel("Email address").fill("no.script.reader@example.org");
      await page.getByRole("button", { name: "Subscribe" }).click();
      await page.waitForURL(/\/politics$/);
      expect(await toast.innerText()).toContain("Please check your inbox to confirm your subscription.");
    } finally {
      await browser.close();
    }
  });
});
