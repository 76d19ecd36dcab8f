import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAdminAccount, postForm, sessionOf, type AdminAccount } from "../helpers/admin.ts";
import { newDataDir } from "../helpers/pglite-templates.ts";
import { startServer, type RunningServer } from "../helpers/server.ts";
import { linkIn, startSmtpSink, type SmtpSink } from "../helpers/smtp.ts";

const ADMIN: AdminAccount = {
  username: "desk-editor",
  email: "desk@borderlandtimes.example",
  password: "front-page-2026",
  name: "Desk Editor",
};
let server: RunningServer;
let smtp: SmtpSink;
let dataDir: string;

const post = (pathname: string, fields: Record<string, string>, cookie?: string) =>
  postForm(server.url, pathname, fields, cookie);

beforeAll(async () => {
  dataDir = newDataDir("borderland-staff-", "seeded");
  const created = createAdminAccount(dataDir, ADMIN);
  expect(created.stdout).toContain(`Admin ${ADMIN.username}`);
  smtp = await startSmtpSink();
  server = await startServer({ DATA_DIR: dataDir, SMTP_URL: smtp.url });
});
afterAll(async () => {
  await server?.stop();
  await smtp?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe("editorial portal sign-in", () => {
  it("sends an anonymous visitor of the dashboard to /admin with 'Authentication required'", async () => {
    const response = await fetch(`${server.url}/admin/dashboard`, { redirect: "manual" });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/admin");
    const flash = response.headers.getSetCookie().find((c) => c.startsWith("bt_flash="))!;
    const message = JSON.parse(
      Buffer.from(flash.split(";")[0]!.slice("bt_flash=".length).split(".")[0]!, "base64url").toString(),
    );
    expect(message).toMatchObject({
      title: "Authentication required",
      description: "Please log in to access the admin dashboard",
    });
  });

  it("refuses a wrong password with 'Invalid username or password.'", async () => {
    const response = await post("/admin", { username: ADMIN.username, password: "not-the-password" });
    expect(response.status).toBe(401);
    expect(await response.text()).toContain("Invalid username or password.");
  });

  it("signs the admin in by username and shows 'Logged in as' on the dashboard", async () => {
    const response = await post("/admin", { username: ADMIN.username, password: ADMIN.password });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/admin/dashboard");
    const dashboard = await (
      await fetch(`${server.url}/admin/dashboard`, { headers: { Cookie: sessionOf(response) } })
    ).text();
    expect(dashboard).toMatch(/Logged in as <strong>desk-editor<\/strong>/);
  });

  it("does not let a reader into the portal: the login refuses, the dashboard answers 403", async () => {
    const who = { name: "Plain Reader", email: "plain.reader@example.org", password: "plain-reader-1" };
    await post("/api/auth", { intent: "sign-up", ...who });
    const mail = await smtp.waitFor(who.email);
    await post("/auth/callback", { token: new URL(linkIn(mail, /http:\/\/\S+/)).searchParams.get("token")! });
    const response = await post("/admin", { username: who.email, password: who.password });
    expect(response.status).toBe(401);
    const session = sessionOf(
      await post("/api/auth", { intent: "sign-in", email: who.email, password: who.password }),
    );
    const dashboard = await fetch(`${server.url}/admin/dashboard`, {
      headers: { Cookie: session },
      redirect: "manual",
    });
    expect(dashboard.status).toBe(403);
  });
});

describe("comment moderation", () => {
  it("lets an admin delete any reader's comment, with a delete button on every comment", async () => {
    const home = await (await fetch(server.url)).text();
    const slug = home.match(/href="\/article\/((?!breaking-news-)[a-z0-9-]+)"/)![1]!;
    const admin = sessionOf(await post("/admin", { username: ADMIN.username, password: ADMIN.password }));
    const page = await (await fetch(`${server.url}/article/${slug}`, { headers: { Cookie: admin } })).text();
    const articleId = page.match(/name="articleId" value="([0-9a-f-]{36})"/)![1]!;
    const deleteButtons = page.match(/Delete comment by/g)?.length ?? 0;
    const commentCount = page.match(/aria-label="Comment by/g)?.length ?? 0;
    expect(deleteButtons).toBe(commentCount);

    const who = { name: "Moderated Reader", email: "moderated@example.org", password: "moderated-1" };
    await post("/api/auth", { intent: "sign-up", ...who });
    const mail = await smtp.waitFor(who.email);
    await post("/auth/callback", { token: new URL(linkIn(mail, /http:\/\/\S+/)).searchParams.get("token")! });
    const reader = sessionOf(
      await post("/api/auth", { intent: "sign-in", email: who.email, password: who.password }),
    );
    const posted = await (
      await post("/api/comments", { intent: "post", articleId, content: "Remove me, please." }, reader)
    ).json();
    expect(posted.ok).toBe(true);
    const removed = await post("/api/comments", { intent: "delete", commentId: posted.comment.id }, admin);
    expect(removed.status).toBe(200);
    const after = await (await fetch(`${server.url}/article/${slug}`)).text();
    expect(after).not.toContain("Remove me, please.");
  });
});
